// A report reads on SQLite's read-only connection (./sqlite-adapter.ts), so a
// booking's open transaction does not hold it, nor it the booking: the read
// answers while the write transaction is still open, and sees its last commit.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createClient, statementTransaction } from "./index";
import { directReader } from "./direct";
import type { CompiledStatement } from "./sql";

const dir = mkdtempSync(path.join(tmpdir(), "dockside-read-beside-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const statement = (sql: string): CompiledStatement => ({ sql, name: "read_beside", bind: () => [] });
const count = statement("select count(*) from bookings");
const insert = statement("insert into bookings (id) values (2)");

describe("a report beside a booking, on SQLite in WAL mode", () => {
  it("answers while a booking's transaction holds the write connection, with the last commit", async () => {
    const db = createClient(`file:${path.join(dir, "wal.db")}`);
    try {
      await db.$executeRawUnsafe("PRAGMA journal_mode = WAL");
      await db.$executeRawUnsafe("create table bookings (id integer primary key)");
      await db.$executeRawUnsafe("insert into bookings (id) values (1)");
      const reader = directReader(db);
      const events: string[] = [];
      let begun!: () => void;
      const inside = new Promise<void>((resolve) => (begun = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const booking = statementTransaction(db, async (tx) => {
        await tx.run(insert, {});
        events.push("booking begun");
        begun();
        await held;
        events.push("booking committed");
      });
      await inside;
      // Through the write connection's queue this would wait for the commit, which waits for it.
      const [n] = (await reader.firstRowReadOnly(count, []))!;
      events.push(`report answered: ${String(n)}`);
      release();
      await booking;
      expect(events).toEqual(["booking begun", "report answered: 1", "booking committed"]);
      expect((await reader.firstRowReadOnly(count, []))![0]).toBe(2);
    } finally {
      await db.$disconnect();
    }
  });

  it("stays in the write connection's queue without WAL, where a reader would hold writers back", async () => {
    const db = createClient(`file:${path.join(dir, "journal.db")}`);
    try {
      await db.$executeRawUnsafe("create table bookings (id integer primary key)");
      const reader = directReader(db);
      const events: string[] = [];
      let begun!: () => void;
      const inside = new Promise<void>((resolve) => (begun = resolve));
      const booking = statementTransaction(db, async (tx) => {
        await tx.run(insert, {});
        begun();
        events.push("booking committed");
      });
      await inside;
      const read = reader.firstRowReadOnly(count, []).then(([n]: unknown[] = []) => {
        events.push(`report answered: ${String(n)}`);
      });
      await Promise.all([booking, read]);
      expect(events).toEqual(["booking committed", "report answered: 1"]);
    } finally {
      await db.$disconnect();
    }
  });
});
