// The benchmark's own databases: a fresh SQLite file, and a fresh PostgreSQL
// database (through POSTGRES_ADMIN_URL) that is dropped afterwards.
import { POSTGRES_ADMIN_URL, createScratchDatabase, type ScratchDatabase } from "../scripts/scratch-database";

export type BenchDatabase = ScratchDatabase;

/** A fresh database, or for PostgreSQL the reason there is none (the run goes on without it). */
export async function benchDatabase(
  provider: "sqlite" | "postgresql",
): Promise<BenchDatabase | { skipped: string }> {
  try {
    return await createScratchDatabase(provider, "dockside_bench", { connectTimeoutMillis: 3_000 });
  } catch (e) {
    if (provider === "sqlite") throw e;
    return {
      skipped: `no PostgreSQL database at ${new URL(POSTGRES_ADMIN_URL).host} (${(e as Error).message || (e as { code?: string }).code})`,
    };
  }
}
