// `node --import tsx e2e/live-database.ts <url>`: migrates the database and loads the demo, for
// e2e/live-updates.spec.ts (Playwright's own loader cannot import the Prisma client).
import { createClient } from "../lib/db";
import { migrate } from "../lib/db/migrate";
import { seedDemo } from "../lib/demo/seed";

const url = process.argv[2];
migrate(url, { quiet: true });
const db = createClient(url);
await seedDemo(db);
await db.$disconnect();
