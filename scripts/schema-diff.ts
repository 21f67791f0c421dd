// How prisma/schema.prisma differs from what the migrations build, on one
// provider: the migrations are applied to a scratch database, Prisma reads
// that database back as a datamodel (`db pull`), and `migrate diff` compares
// the two. The detour through `db pull` is needed because Prisma 6 refuses
// `--from-url` when a driver adapter is configured, and `--from-migrations`
// fails on SQLite (the WebAssembly engine sends a whole migration to its
// shadow database as one statement). What a Prisma schema cannot express
// (a CHECK constraint, a trigger) is invisible to this comparison.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SCHEMA, migrate, prismaCli, writePostgresSchema } from "../lib/db/migrate";
import { createScratchDatabase } from "./scratch-database";

/**
 * The change from the migrations to the schema, as SQL (`script`) or as Prisma's summary; null when
 * there is none. Needs the PostgreSQL server of POSTGRES_ADMIN_URL for "postgresql".
 */
export async function schemaChange(
  provider: "sqlite" | "postgresql",
  { script = false } = {},
): Promise<string | null> {
  if (provider === "postgresql") writePostgresSchema();
  const database = await createScratchDatabase(provider, "dockside_schema");
  const dir = mkdtempSync(path.join(tmpdir(), "dockside-schema-"));
  try {
    migrate(database.url, { quiet: true });
    // The CLI prints a warning about the datasource url before the schema.
    const pulled = prismaCli(database.url, ["db", "pull", "--print"]).replace(
      /^[\s\S]*?(?=^generator )/m,
      "",
    );
    const from = path.join(dir, "migrated.prisma");
    writeFileSync(from, pulled);
    const args = [
      "migrate",
      "diff",
      "--from-schema-datamodel",
      from,
      "--to-schema-datamodel",
      SCHEMA[provider],
      "--exit-code",
    ];
    try {
      prismaCli(database.url, script ? [...args, "--script"] : args);
      return null;
    } catch (e) {
      // --exit-code: 2 means "there is a difference", on stdout; anything else is a failure.
      const err = e as { status?: number | null; stdout?: string; stderr?: string };
      if (err.status === 2 && err.stdout) return err.stdout.trim();
      throw new Error(`prisma migrate diff failed (${err.status}): ${err.stderr ?? err}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}
