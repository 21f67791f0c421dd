import { inject } from "vitest";

// Before any test file imports lib/db: the client reads DATABASE_URL on first use.
process.env.DATABASE_URL = inject("databaseUrl");
