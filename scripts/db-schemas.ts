// Writes prisma/postgresql/schema.prisma from prisma/schema.prisma: same models,
// other provider, other client folder. Run by `npm run db:generate`.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";

const source = readFileSync("prisma/schema.prisma", "utf8");
const twin = source
  .replace('provider = "sqlite"', 'provider = "postgresql"')
  .replace('output     = "../lib/generated/sqlite"', 'output     = "../../lib/generated/postgresql"')
  .replace(
    /^\/\/ The one source of truth[\s\S]*?\n\n/,
    "// GENERATED from prisma/schema.prisma by scripts/db-schemas.ts: do not edit.\n\n",
  );
if (twin === source || !twin.includes('provider = "postgresql"') || !twin.includes("generated/postgresql")) {
  throw new Error("prisma/schema.prisma no longer has the provider or output lines this script rewrites");
}
mkdirSync("prisma/postgresql", { recursive: true });
writeFileSync("prisma/postgresql/schema.prisma", twin);
