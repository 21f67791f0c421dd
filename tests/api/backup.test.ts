// `npm run admin -- backup` while the app books, and `restore` of that copy
// into an empty database, for real: the command line as a child process, the
// bookings through the API in this process at the same time. Every booking
// acknowledged before the backup started is in the restored database, and
// every one there is whole (its outbox event written with it); a database
// that is not empty is refused.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Db } from "@/lib/db";
import { migrationsOf, pendingMigrations } from "@/lib/db/migrations-applied";
import { providerOf } from "@/lib/db/url";
import { createScratchDatabase, type ScratchDatabase } from "@/scripts/scratch-database";
import { bookingBody, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { ownDatabase } from "./support/own-database";

const ROOT = path.resolve(import.meta.dirname, "../..");
const provider = providerOf(process.env.DATABASE_URL ?? "");
// A database of this file's own, in the journal mode `npm start` gives SQLite (write-ahead logging).
ownDatabase();
process.env.RATE_LIMIT_PER_MINUTE = "1000000";

type Run = { code: number; stdout: string; stderr: string };

function admin(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/admin.ts", ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === "number" ? err.code : -1) : 0, stdout, stderr }),
    ),
  );
}

describe("backup and restore", () => {
  let folder: string;
  let empty: ScratchDatabase;
  let restored: Db | undefined;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "dockside-backup-"));
    empty = await createScratchDatabase(provider, "dockside_restore");
    if (provider === "sqlite") await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  });
  afterAll(async () => {
    await restored?.$disconnect();
    await empty?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("copies the database while bookings go on, and restores it into an empty one with every booking acknowledged before", async () => {
    const f = await makeFacility({ docks: 4 });
    const staff = await staffToken([f.id]);
    const first = localTime(f.timezone, "00:00", 3);
    let n = 0;
    const book = async () => {
      const i = n++;
      const res = await op(
        "request_facility_appointment",
        bookingBody(f.id, first.plus({ minutes: 30 * Math.floor(i / 4) }), 30, {
          order_info: [{ reference_id: `BK-${i}` }],
        }),
        staff,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.id as string;
    };
    const before: string[] = [];
    for (let i = 0; i < 5; i++) before.push(await book());

    const file = path.join(folder, provider === "sqlite" ? "dockside.db" : "dockside.dump");
    let running = true;
    const backingUp = admin({}, "backup", "--to", file).finally(() => (running = false));
    const during: string[] = [];
    // The app serving bookings at a steady pace (flat out, it would take the child's CPU on a small machine).
    while (running) {
      during.push(await book());
      await new Promise((r) => setTimeout(r, 20));
    }
    const run = await backingUp;
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ provider, file, bytes: expect.any(Number) });
    // Bookings were acknowledged while the command ran (it takes a second or more to start).
    expect(during.length).toBeGreaterThan(0);

    const restoring = await admin({ DATABASE_URL: empty.url }, "restore", "--from", file);
    expect(restoring.stderr).toBe("");
    expect(restoring.code).toBe(0);

    restored = createClient(empty.url);
    expect(await pendingMigrations(restored, migrationsOf(provider))).toEqual([]);
    const found = await restored.appointment.findMany({
      where: { facilityId: f.id },
      select: { id: true, _count: { select: { outboxEvents: true } } },
    });
    const ids = found.map((a) => a.id);
    for (const id of before) expect(ids).toContain(id);
    // Nothing the API did not acknowledge, and nothing half-written.
    for (const a of found) {
      expect([...before, ...during]).toContain(a.id);
      expect(a._count.outboxEvents).toBeGreaterThan(0);
    }

    // The restored database is not empty any more: a second restore is refused, and leaves it as it was.
    const again = await admin({ DATABASE_URL: empty.url }, "restore", "--from", file);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^error: the .* database DATABASE_URL names is not empty/);
    expect(await restored.appointment.count({ where: { facilityId: f.id } })).toBe(found.length);
  });
});
