import { inject } from "vitest";

// Before any test file imports lib/db: the client reads DATABASE_URL on first use.
process.env.DATABASE_URL = inject("databaseUrl");

// Every API test file shares the address "unknown" (no proxy, no socket): only
// the tests of that limit set it low.
process.env.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE ??= "1000000";
