// A test file that ends its database client (support/own-database.ts) while a
// token's last use is still being written (lib/tokens/last-used.ts: a request
// notes it, a timer writes it a second later) must not end it inside that
// write's transaction: the disconnect would wait for ever for the connection
// the transaction holds. tests/api/gate-mail.test.ts hung so, now and then,
// in its afterAll on PostgreSQL.
import { describe, expect, it } from "vitest";
import { createClient, type Db } from "@/lib/db";
import { providerOf } from "@/lib/db/url";
import { createToken } from "@/lib/tokens/service";
import { lastUsedWriter } from "@/lib/tokens/last-used";
import { db, makeFacility } from "./helpers";
import { endClient } from "./support/own-database";

const postgres = providerOf(process.env.DATABASE_URL ?? "") === "postgresql";

/** `work`, or a failure after `ms`: a hang fails the test instead of timing it out. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms),
    ),
  ]);

const lastUsed = async (id: string) =>
  (await db.apiToken.findUniqueOrThrow({ where: { id } })).lastUsedAt?.getTime();

async function noteAUse(client: Db) {
  const f = await makeFacility();
  const { id } = await createToken(client, { role: "staff", facilityIds: [f.id] });
  const at = new Date(Date.now() + 120_000);
  lastUsedWriter().note(client, id, at, null);
  return { id, at };
}

describe("ending a test file's database client", () => {
  it("writes the token uses noted but not yet written first", async () => {
    const client = createClient();
    const { id, at } = await noteAUse(client);
    await within(20_000, endClient(client));
    expect(await lastUsed(id)).toBe(at.getTime());
  });

  it.runIf(postgres)("waits for a write of last uses already under way, and ends", async () => {
    const client = createClient();
    const { id, at } = await noteAUse(client);
    let ending: Promise<void> | undefined;
    // Another connection holds the token's row: the write stops inside its transaction, at its UPDATE.
    await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT 1 FROM api_tokens WHERE id = ${id} FOR UPDATE`;
        void lastUsedWriter().flush();
        for (;;) {
          const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
            SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE%api_tokens%'`;
          if (waiting) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        ending = endClient(client);
      },
      { timeout: 20_000 },
    );
    await within(20_000, ending!);
    expect(await lastUsed(id)).toBe(at.getTime());
  });
});
