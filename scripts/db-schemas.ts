// `npm run db:generate` runs this before `prisma generate`: writes the
// PostgreSQL twin of prisma/schema.prisma (see lib/db/migrate.ts).
import { writePostgresSchema } from "../lib/db/migrate";

writePostgresSchema();
