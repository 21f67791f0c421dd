// A report's reads on SQLite run in a worker thread (./read-worker.ts,
// ./read-only.ts): while a long one runs there, the main thread still turns
// its event loop and commits a booking. When the worker cannot open, or exits
// mid-read, the read still answers (on the main thread) and a later read
// starts a new worker; a statement's error comes back as the driver's own.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { createClient, statementTransaction } from "./index";
import { directReader } from "./direct";
import type { ReadOnlyOptions } from "./read-only";
import { driverPath, ReadWorker, WorkerLost } from "./read-worker";
import type { CompiledStatement } from "./sql";

const dir = mkdtempSync(path.join(tmpdir(), "dockside-read-worker-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const statement = (sql: string): CompiledStatement => ({ sql, name: "read_worker", bind: () => [] });
const count = statement("select count(*) from bookings");
const insert = statement("insert into bookings default values");
/** A statement long enough for the main thread to turn many times while it runs, as a large report's does. */
const ROWS = 1_000_000;
const long = statement(
  `with recursive c(x) as (select 1 union all select x + 1 from c where x < ${ROWS}) select count(*) from c`,
);

/** The driver the app loads (the one a node line swaps in, too), by the module's file. */
function appDriver(): string {
  const adapter = createRequire(import.meta.url).resolve("@prisma/adapter-better-sqlite3");
  const file = driverPath(createRequire(adapter)("better-sqlite3"));
  if (!file) throw new Error("better-sqlite3 is not among the loaded modules");
  return file;
}

let files = 0;
/** A client on a new WAL file with one booking, and every worker its reads start. */
async function walClient(options: ReadOnlyOptions = {}) {
  const workers: Worker[] = [];
  const db = createClient(`file:${path.join(dir, `wal-${files++}.db`)}`, {
    readOnly: { reopenAfterMs: 0, ...options, started: (w) => workers.push(w) },
  });
  await db.$executeRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$executeRawUnsafe("create table bookings (id integer primary key)");
  await db.$executeRawUnsafe("insert into bookings (id) values (1)");
  return { db, reader: directReader(db), workers };
}

const exited = (w: Worker) => new Promise<void>((resolve) => w.once("exit", () => resolve()));

describe("a report's reads in a worker thread, on SQLite in WAL mode", () => {
  it("leave the main thread free: while a long read runs, the event loop turns and a booking commits", async () => {
    const { db, reader, workers } = await walClient();
    try {
      const events: string[] = [];
      const report = reader.firstRowReadOnly(long, []).then((row) => {
        events.push(`report answered: ${String(row?.[0])}`);
      });
      await new Promise(setImmediate);
      events.push("event loop turned");
      await statementTransaction(db, async (tx) => {
        await tx.run(insert, {});
      });
      events.push("booking committed");
      await report;
      expect(events).toEqual(["event loop turned", "booking committed", `report answered: ${ROWS}`]);
      expect((await reader.firstRowReadOnly(count, []))![0]).toBe(2);
      expect(workers).toHaveLength(1);
    } finally {
      await db.$disconnect();
    }
  });

  it("answer on the main thread when the worker cannot open its connection, and start a new worker later", async () => {
    // The app's driver, whose first opening in a worker fails (the marker file is its fault, used once).
    const marker = path.join(dir, "fail-once");
    writeFileSync(marker, "");
    const flaky = path.join(dir, "flaky-driver.cjs");
    writeFileSync(
      flaky,
      `const fs = require("node:fs");
const Real = require(${JSON.stringify(appDriver())});
module.exports = function Database(file, options) {
  if (fs.existsSync(${JSON.stringify(marker)})) {
    fs.rmSync(${JSON.stringify(marker)});
    throw new Error("injected: the file cannot be opened");
  }
  return new Real(file, options);
};`,
    );
    const { db, reader, workers } = await walClient({ driver: flaky });
    try {
      expect((await reader.firstRowReadOnly(count, []))![0]).toBe(1);
      expect(workers).toHaveLength(1);
      expect((await reader.firstRowReadOnly(count, []))![0]).toBe(1);
      expect(workers).toHaveLength(2);
      // The second worker opened: it answers while the main thread commits.
      const events: string[] = [];
      const report = reader.firstRowReadOnly(long, []).then(() => events.push("report answered"));
      await statementTransaction(db, async (tx) => {
        await tx.run(insert, {});
      });
      events.push("booking committed");
      await report;
      expect(events).toEqual(["booking committed", "report answered"]);
      expect(workers).toHaveLength(2);
    } finally {
      await db.$disconnect();
    }
  });

  it("answer on the main thread when the worker exits mid-read, and the next read starts a new worker", async () => {
    const { db, reader, workers } = await walClient();
    try {
      expect((await reader.firstRowReadOnly(count, []))![0]).toBe(1);
      expect(workers).toHaveLength(1);
      const [first] = workers;
      const gone = exited(first);
      const report = reader.firstRowReadOnly(long, []);
      // The read is in the worker now: end the thread under it.
      await first.terminate();
      await gone;
      expect((await report)![0]).toBe(ROWS);
      expect((await reader.firstRowReadOnly(count, []))![0]).toBe(1);
      expect(workers).toHaveLength(2);
    } finally {
      await db.$disconnect();
    }
  });

  it("read rows as objects by column name for a report's statements, which cannot write", async () => {
    const { db, reader, workers } = await walClient();
    try {
      const statements = reader.readOnlyStatements();
      expect(await statements.rows(statement("select id from bookings"), {})).toEqual([{ id: 1 }]);
      await expect(statements.run(insert, {})).rejects.toThrow(/do not write/);
      expect(workers).toHaveLength(1);
    } finally {
      await db.$disconnect();
    }
  });

  it("throw a statement's error as the driver's own, and keep the worker", async () => {
    const { db, reader, workers } = await walClient();
    try {
      await expect(
        reader.firstRowReadOnly(statement("select * from no_such_table"), []),
      ).rejects.toMatchObject({
        code: "SQLITE_ERROR",
        message: expect.stringContaining("no_such_table"),
      });
      expect((await reader.firstRowReadOnly(count, []))![0]).toBe(1);
      expect(workers).toHaveLength(1);
    } finally {
      await db.$disconnect();
    }
  });

  it("end the worker when the client disconnects", async () => {
    const { db, reader, workers } = await walClient();
    expect((await reader.firstRowReadOnly(count, []))![0]).toBe(1);
    const gone = exited(workers[0]);
    await db.$disconnect();
    await gone;
  });

  it("do not keep the process alive: a script that reads and never disconnects ends", async () => {
    const file = path.join(dir, `wal-${files++}.db`);
    const seed = createClient(`file:${file}`);
    await seed.$executeRawUnsafe("PRAGMA journal_mode = WAL");
    await seed.$executeRawUnsafe("create table bookings (id integer primary key)");
    await seed.$disconnect();
    const script = `
import { createClient } from ${JSON.stringify(path.resolve(import.meta.dirname, "index.ts"))};
import { directReader } from ${JSON.stringify(path.resolve(import.meta.dirname, "direct.ts"))};
let workers = 0;
const db = createClient(${JSON.stringify(`file:${file}`)}, { readOnly: { started: () => workers++ } });
const row = await directReader(db).firstRowReadOnly({ sql: "select count(*) from bookings", name: "x", bind: () => [] }, []);
console.log(JSON.stringify({ row, workers }));
`;
    const main = path.join(dir, "never-disconnects.mts");
    writeFileSync(main, script);
    const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
    // A worker that kept the process alive would hold it until execFile's limit ends it, with an error.
    const { stdout } = await promisify(execFile)(tsx, [main], { cwd: process.cwd(), timeout: 45_000 });
    expect(JSON.parse(stdout)).toEqual({ row: [0], workers: 1 });
  }, 60_000);

  it("refuse, in the worker, a file that is not in WAL mode, where a reader would hold writers back", async () => {
    const file = path.join(dir, "journal.db");
    const seed = createClient(`file:${file}`);
    await seed.$executeRawUnsafe("create table bookings (id integer primary key)");
    await seed.$disconnect();
    let lost = "";
    const worker = new ReadWorker({ driver: appDriver(), file, timeout: 1_000 }, (_, why) => (lost = why));
    const read = worker.firstRow(count.sql, []);
    await expect(read).rejects.toBeInstanceOf(WorkerLost);
    await expect(read).rejects.toThrow(/not in WAL mode but delete/);
    expect(lost).toMatch(/could not open the database/);
    expect(worker.gone).toBe(true);
  });
});
