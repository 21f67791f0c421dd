// `npm run db:generate` runs this before `prisma generate`: writes the
// PostgreSQL twin of prisma/schema.prisma (see lib/migrate.ts).
import { writePostgresSchema } from "../lib/migrate";

writePostgresSchema();
