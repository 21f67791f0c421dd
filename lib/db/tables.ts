// The tables the compiled statements use (./sql.ts), by database name: generated from
// prisma/schema.prisma by `npm run db:generate` (its `kysely` generator; why booleans
// and date-times are typed as they are is said there and in docs/data-access.md).
export type { DB as Tables } from "../generated/kysely/tables";
