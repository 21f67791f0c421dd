// SQLite failing under a write, for real: the database full in the middle of a
// transaction (SQLite rolls it back by itself, so the ROLLBACK that follows
// fails too), and the WAL file made immutable so that COMMIT fails with a disk
// I/O error. Each answer is the contract's 503 with Retry-After, and the next
// requests answer, with no restart: the transaction ended and the connection
// is free again (issue 11, finding 2).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { providerOf, sqlitePath } from "@/lib/db/url";
import { bookingBody, call, db, localTime, makeFacility, staffToken, type Called } from "./helpers";
import { ownDatabase } from "./support/own-database";

const sqlite = providerOf(process.env.DATABASE_URL ?? "") === "sqlite";
const own = sqlite ? ownDatabase() : null;
// As `npm start` leaves the file (scripts/migrate.ts): write-ahead logging.
beforeAll(async () => {
  if (sqlite) await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
});

/** Whether this machine lets us set the immutable flag (root, on a file system that has it). */
function canMakeImmutable(): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), "chattr-"));
  const file = path.join(dir, "probe");
  writeFileSync(file, "");
  try {
    execFileSync("chattr", ["+i", file], { stdio: "ignore" });
    execFileSync("chattr", ["-i", file], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `work`, or a failure that says the database stayed wedged. A hang is the bug under test: without this the
 * test would only end at vitest's own time limit, with a message that says nothing.
 */
async function answers<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const wedged = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} never answered: the database stayed wedged`)), 20_000);
  });
  try {
    return await Promise.race([work, wedged]);
  } finally {
    clearTimeout(timer);
  }
}

function expectUnavailable(res: Called) {
  expect(res.status, res.text).toBe(503);
  expect(res.json).toMatchObject({ code: "unavailable", message: expect.any(String) });
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

/** A booking with many order references and long notes: its rows fill several pages. */
const bigBooking = (facilityId: string, zone: string, hhmm: string) =>
  bookingBody(facilityId, localTime(zone, hhmm, 3), 60, {
    order_info: Array.from({ length: 100 }, (_, i) => ({ reference_id: `PO-${"9".repeat(40)}-${i}` })),
    carrier_notes: "n".repeat(2000),
  });

/** A facility and a staff token already used once, so that authenticating writes nothing (its last use is fresh). */
async function facilityAndToken() {
  const f = await makeFacility();
  const token = await staffToken([f.id]);
  const day = localTime(f.timezone, "09:00", 3).toISODate();
  expect((await call("list", { facility_id: f.id, start: day, end: day }, { token })).status).toBe(200);
  return { f, token };
}

/** Runs `work` with the WAL file immutable: every write to it fails with a disk I/O error. */
async function withImmutableWal<T>(work: () => Promise<T>): Promise<T> {
  const wal = `${sqlitePath(own!.url())}-wal`;
  expect(existsSync(wal), "the database is in WAL mode").toBe(true);
  execFileSync("chattr", ["+i", wal]);
  try {
    return await work();
  } finally {
    execFileSync("chattr", ["-i", wal]);
  }
}

/** What must hold after any fault: a write, a read through Prisma and the list (a direct read) all answer. */
async function expectServing(facilityId: string, zone: string, token: string) {
  const start = localTime(zone, "15:00", 3);
  const booked = await answers(
    "the next booking",
    call("request", bookingBody(facilityId, start), { token }),
  );
  expect(booked.status, booked.text).toBe(200);
  const day = start.toISODate();
  const listed = await answers(
    "the next list",
    call("list", { facility_id: facilityId, start: day, end: day }, { token }),
  );
  expect(listed.status, listed.text).toBe(200);
  expect(listed.json.map((a: { id: string }) => a.id)).toEqual([booked.json.id]);
}

const immutable = sqlite && canMakeImmutable();

describe.runIf(sqlite)("SQLite storage failures", () => {
  it("answers 503 when the database is full mid-transaction, then serves the next requests", async () => {
    const { f, token } = await facilityAndToken();
    // No page beyond those the file has: the next write that needs one fails with SQLITE_FULL.
    await db.$queryRawUnsafe("PRAGMA max_page_count = 1");
    let refused: Called;
    try {
      refused = await answers(
        "the booking",
        call("request", bigBooking(f.id, f.timezone, "09:00"), { token }),
      );
    } finally {
      await answers("lifting the page limit", db.$queryRawUnsafe("PRAGMA max_page_count = 1073741823"));
    }
    expectUnavailable(refused);
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
    await expectServing(f.id, f.timezone, token);
  });

  it.runIf(immutable)(
    "answers 503 when COMMIT fails with a disk I/O error, then serves the next requests once the disk is back",
    async () => {
      const { f, token } = await facilityAndToken();
      // Two at once: the second waits for the first's transaction, which must end for it to run at all.
      const refused = await withImmutableWal(() =>
        answers(
          "the bookings",
          Promise.all(
            ["09:00", "11:00"].map((at) =>
              call("request", bookingBody(f.id, localTime(f.timezone, at, 3)), { token }),
            ),
          ),
        ),
      );
      refused.forEach(expectUnavailable);
      expect(await answers("a count", db.appointment.count({ where: { facilityId: f.id } }))).toBe(0);
      await expectServing(f.id, f.timezone, token);
    },
  );

  it.runIf(immutable)(
    "answers 503 when a write fails mid-transaction and so does the ROLLBACK after it, then serves the next requests",
    async () => {
      const { f, token } = await facilityAndToken();
      // A page cache of two pages: the booking's rows spill to the WAL before COMMIT, and that write
      // fails. SQLite then rolls the transaction back by itself, so the ROLLBACK Prisma sends fails too.
      await db.$queryRawUnsafe("PRAGMA cache_size = 2");
      let refused: Called;
      try {
        refused = await withImmutableWal(() =>
          answers("the booking", call("request", bigBooking(f.id, f.timezone, "09:00"), { token })),
        );
      } finally {
        await answers("restoring the cache", db.$queryRawUnsafe("PRAGMA cache_size = -2000"));
      }
      expectUnavailable(refused);
      expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
      await expectServing(f.id, f.timezone, token);
    },
  );
});
