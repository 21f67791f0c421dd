// SQLite's reads beside the write connection (a report's): they see the last
// commit and wait neither for the write connection's queue nor for its open
// transaction, which WAL mode allows. They run in a worker thread
// (./read-worker.ts) so that the synchronous driver does not hold the event
// loop either; when there is no worker (it failed to open, exited, or the
// driver's module was not found) they run on a read-only connection on the
// main thread: slower for everyone else, never lost.
//
// One worker, not a pool: on the two cores the app is sized for, one worker
// takes at most one core from the event loop, and reports then queue among
// themselves in it instead of in front of bookings; a second would compete
// with the main thread for the other core.
import { log } from "../core/log";
import type { ReadOnlyReads, SqliteConnection } from "./direct";
import { driverPath, ReadWorker, WorkerLost, type ReadWorkerOptions } from "./read-worker";

export type ReadOnlyOptions = ReadWorkerOptions & {
  /** Whether the reads go to a worker thread at all (default: yes). */
  worker?: boolean;
  /** The driver's module file for the worker (default: the one the app loaded; tests inject others). */
  driver?: string;
  /** After a worker is lost, how long reads stay on the main thread before a new one is started. */
  reopenAfterMs?: number;
};

type ClosableConnection = SqliteConnection & { close(): void };
/** better-sqlite3's Database, taken from the adapter's own connection: the same driver, no import of it. */
type SqliteDatabase = new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean; timeout: number },
) => ClosableConnection;

/** Long enough that a worker that cannot open costs one failed start per this, not one per report. */
const REOPEN_AFTER_MS = 10_000;

/**
 * The reads beside `connection`, opened on first use once the file is in WAL mode (which may be turned on
 * after the client connects); none for an in-memory database or another journal mode, where a reader
 * would hold writers back: its reads then stay in the write connection's queue.
 */
export function readOnlyBeside(
  connection: SqliteConnection,
  file: string,
  timeout: number,
  options: ReadOnlyOptions = {},
) {
  const inMemory = file === "" || file === ":memory:" || file.startsWith("file::memory:");
  let wal = false;
  let closed = false;
  let worker: ReadWorker | null = null;
  let reopenAt = 0;
  let onMain: ClosableConnection | null = null;
  const prepared = new Map<string, ReturnType<SqliteConnection["prepare"]>>();
  const reopenAfter = options.reopenAfterMs ?? REOPEN_AFTER_MS;
  const driver = options.worker === false ? null : (options.driver ?? driverPath(connection.constructor));
  if (!driver && options.worker !== false)
    log("warn", {
      event: "report_worker_unavailable",
      error: "better-sqlite3 is not among the loaded modules",
    });

  const mainThread = (sql: string, values: unknown[], all = false) => {
    if (closed) throw new Error("the database client disconnected");
    if (!onMain) {
      const Database = connection.constructor as SqliteDatabase;
      onMain = new Database(file, { readonly: true, fileMustExist: true, timeout });
    }
    const key = (all ? "all " : "get ") + sql;
    let statement = prepared.get(key);
    if (!statement) {
      statement = all ? onMain.prepare(sql) : onMain.prepare(sql).raw(true);
      prepared.set(key, statement);
    }
    return all ? statement.all(values) : (statement.get(values) as unknown[] | undefined);
  };

  const currentWorker = (): ReadWorker | null => {
    if (worker && !worker.gone) return worker;
    if (!driver || closed || Date.now() < reopenAt) return null;
    const lost = (opened: boolean, why: string) => {
      if (worker?.gone) worker = null;
      reopenAt = Date.now() + reopenAfter;
      if (!closed)
        log("warn", { event: "report_worker_lost", opened, error: why, reopen_after_ms: reopenAfter });
    };
    try {
      worker = new ReadWorker({ driver, file, timeout, started: options.started }, lost);
    } catch (e) {
      // Worker threads refused (a resource limit): as if it could not open.
      lost(false, e instanceof Error ? e.message : String(e));
    }
    return worker;
  };

  const reads: ReadOnlyReads = {
    firstRow: async (sql, values) => {
      const apart = currentWorker();
      if (apart) {
        try {
          return await apart.firstRow(sql, values);
        } catch (e) {
          if (!(e instanceof WorkerLost)) throw e;
          // Its answer is not lost: the same read on the main thread (and a genuine error thrown from there).
        }
      }
      return mainThread(sql, values);
    },
    rows: async (sql, values) => {
      const apart = currentWorker();
      if (apart) {
        try {
          return await apart.rows(sql, values);
        } catch (e) {
          if (!(e instanceof WorkerLost)) throw e;
        }
      }
      return mainThread(sql, values, true) as unknown[];
    },
  };

  return {
    get: (): ReadOnlyReads | null => {
      if (closed || inMemory) return null;
      if (!wal) {
        const mode = connection.prepare("PRAGMA journal_mode").get() as { journal_mode?: string } | undefined;
        wal = mode?.journal_mode === "wal";
      }
      return wal ? reads : null;
    },
    close: () => {
      closed = true;
      worker?.close();
      worker = null;
      onMain?.close();
      onMain = null;
      prepared.clear();
    },
  };
}
