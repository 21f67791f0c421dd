// SQLite's report reads in a worker thread (node:worker_threads) with a
// read-only better-sqlite3 connection of its own on the same file. The driver
// is synchronous: on the server's event loop, each report statement would
// hold every booking and list behind it for as long as it scans; here
// the main thread only waits on a message.
//
// The worker's code is this file's WORKER_SOURCE, run with `eval: true`: the
// production build is a Next.js bundle, where a worker script named by path
// would not be there. It loads the driver by the absolute path of the module
// the app itself loaded (`driverPath`), not by name, so that the worker runs
// the very same better-sqlite3, also where scripts/node-line-driver.mjs swaps
// it for another version through NODE_OPTIONS --import.
//
// A worker never keeps the process alive: it is unref'd while no read waits
// on it (and ref'd while one does, so that a script awaiting a report is not
// ended under it). Anything that goes wrong in it (the driver or the file
// failing to open, a statement's error, the thread exiting) ends in
// `WorkerLost` for the reads it had: the caller (./read-only.ts) runs them
// again on the main thread, where a genuine error is thrown with its own
// class and code.
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** A read the worker could not answer: run it again elsewhere. */
export class WorkerLost extends Error {}

type Reply = { id: number; row?: unknown[]; error?: string } | { ready: true } | { failed: string };

// Statements are prepared once in the worker and kept by their text: a report's few statements (a
// handful of texts, with and without the carrier's scope), capped so that a stream of different texts
// cannot grow the map without end.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
let db;
try {
  const Database = require(workerData.driver);
  db = new Database(workerData.file, { readonly: true, fileMustExist: true, timeout: workerData.timeout });
  // In another journal mode a reader's shared lock would hold the writers back.
  const mode = db.prepare("PRAGMA journal_mode").pluck().get();
  if (mode !== "wal") throw new Error("the database is not in WAL mode but " + mode);
} catch (e) {
  parentPort.postMessage({ failed: String((e && e.message) || e) });
  parentPort.close();
  db = null;
}
if (db) {
  const prepared = new Map();
  parentPort.postMessage({ ready: true });
  parentPort.on("message", ({ id, sql, values, all }) => {
    try {
      const key = (all ? "all " : "get ") + sql;
      let statement = prepared.get(key);
      if (!statement) {
        statement = all ? db.prepare(sql) : db.prepare(sql).raw(true);
        prepared.set(key, statement);
        if (prepared.size > 64) prepared.delete(prepared.keys().next().value);
      }
      parentPort.postMessage({ id, row: all ? statement.all(values) : statement.get(values) });
    } catch (e) {
      parentPort.postMessage({ id, error: String((e && e.message) || e) });
    }
  });
}
`;

/**
 * The file of the better-sqlite3 module whose Database is `constructor`: found among the modules
 * loaded, so it is the app's own driver whichever folder it came from; null when it is not there (then
 * no worker: another copy of the driver could differ from the app's).
 */
export function driverPath(constructor: unknown): string | null {
  const loaded = createRequire(path.join(process.cwd(), "package.json")).cache;
  for (const [file, module] of Object.entries(loaded)) if (module?.exports === constructor) return file;
  return null;
}

export type ReadWorkerOptions = {
  /** Told each worker as it starts (tests: to end one mid-read). */
  started?: (worker: Worker) => void;
};

type Waiting = { resolve: (row: unknown[] | undefined) => void; reject: (e: Error) => void };

/** One worker thread and its reads in flight; `lost` is called once, when the thread has gone. */
export class ReadWorker {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  #next = 0;
  #ready = false;
  #gone = false;

  constructor(
    options: { driver: string; file: string; timeout: number } & ReadWorkerOptions,
    private readonly lost: (opened: boolean, why: string) => void,
  ) {
    const { driver, file, timeout } = options;
    // No execArgv of the parent's (the server's `--import tsx`, its heap size): the worker's code is plain
    // CommonJS that needs no loader, and its heap holds only the statements' answers.
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { driver, file, timeout },
    });
    this.#worker.unref();
    let why = "the worker exited";
    this.#worker.on("message", (reply: Reply) => {
      if ("ready" in reply) this.#ready = true;
      else if ("failed" in reply) why = `the worker could not open the database: ${reply.failed}`;
      else this.#answer(reply);
    });
    this.#worker.on("error", (e) => (why = `the worker failed: ${e.message}`));
    this.#worker.on("exit", () => this.#end(why));
    options.started?.(this.#worker);
  }

  get gone(): boolean {
    return this.#gone;
  }

  /** The first row of `sql` with `values`, as an array; rejects with WorkerLost for whatever the worker could not do. */
  firstRow(sql: string, values: unknown[]): Promise<unknown[] | undefined> {
    return this.#ask(sql, values, false);
  }

  /** Every row of `sql` with `values`, as objects by column name; rejects with WorkerLost as firstRow. */
  async rows(sql: string, values: unknown[]): Promise<unknown[]> {
    return (await this.#ask(sql, values, true)) ?? [];
  }

  #ask(sql: string, values: unknown[], all: boolean): Promise<unknown[] | undefined> {
    if (this.#gone) return Promise.reject(new WorkerLost("the worker has gone"));
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ id, sql, values, all });
      } catch (e) {
        // A value that cannot cross to the thread: nothing waits on the worker for it.
        this.#waiting.delete(id);
        if (this.#waiting.size === 0) this.#worker.unref();
        reject(e as Error);
      }
    });
  }

  /** Ends the thread; reads still in flight reject with WorkerLost. */
  close(): void {
    void this.#worker.terminate();
    this.#end("the database client disconnected");
  }

  #answer(reply: { id: number; row?: unknown[]; error?: string }) {
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (reply.error === undefined) waiting.resolve(reply.row);
    else waiting.reject(new WorkerLost(reply.error));
  }

  #end(why: string) {
    if (this.#gone) return;
    this.#gone = true;
    for (const waiting of this.#waiting.values()) waiting.reject(new WorkerLost(why));
    this.#waiting.clear();
    this.lost(this.#ready, why);
  }
}
