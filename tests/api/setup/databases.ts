// Each API test run gets its own database: a fresh SQLite file, or a fresh
// PostgreSQL database (through POSTGRES_ADMIN_URL) that is dropped afterwards.
import { createScratchDatabase, type ScratchDatabase } from "../../../scripts/scratch-database";

export type TestDatabase = ScratchDatabase;

export function createTestDatabase(provider: "sqlite" | "postgresql"): Promise<TestDatabase> {
  return createScratchDatabase(provider, "dockside_test");
}
