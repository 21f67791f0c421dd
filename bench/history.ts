// Loads the benchmark's facility and its history in bulk, straight through the
// database drivers: Prisma's createMany plans every row and manages ~800 rows a
// second here; the drivers write 500,000 appointments and their order
// references in well under a minute. Values are written in Prisma's own
// storage format (checked by reading rows back through Prisma in the run).
import { createRequire } from "node:module";
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import pg from "pg";
import type { Db } from "../lib/db";
import { providerOf, sqlitePath } from "../lib/db/url";
import { createFacility } from "../lib/facilities/service";
import { ERASED_COLUMNS } from "../lib/privacy/fields";
import { retentionDays } from "../lib/privacy/retention";
import {
  BENCH_SHAPE,
  HISTORY_DOCKS,
  HISTORY_ZONE,
  LOAD_TYPES,
  dayStarts,
  historyRow,
  type HistoryRefs,
  type HistoryShape,
} from "./fixtures";

export type BenchFacility = HistoryRefs & { name: string };

/** Always open, 20 docks (or `docks`), instant booking, two years ahead: every free slot can be booked. */
export async function createHistoryFacility(
  db: Db,
  name: string,
  docks = HISTORY_DOCKS,
): Promise<BenchFacility> {
  const f = await createFacility(db, {
    name,
    timeZone: HISTORY_ZONE,
    hours: "Mon-Sun 00:00-24:00",
    docks,
    instantBooking: true,
    horizonDays: 730,
    loadTypes: LOAD_TYPES.map((n) => ({ name: n, durationMinutes: 60 })),
  });
  return {
    name,
    facilityId: f.id,
    dockIds: f.docks.map((d) => d.id),
    loadTypeIds: f.load_types.map((l) => l.id),
  };
}

/** Yesterday in the facility's zone: day 0 of the history. */
export function historyAnchor(): DateTime {
  return DateTime.now().setZone(HISTORY_ZONE).minus({ days: 1 }).startOf("day");
}

/** The local date (YYYY-MM-DD) of history day `k`. */
export function historyDate(k: number): string {
  return historyAnchor().minus({ days: k }).toISODate()!;
}

type Row = Record<string, unknown>;

/** The tables' rows of one transaction, in insertion order (parents first). */
type Batch = [table: string, rows: Row[]][];

interface BulkWriter {
  write(batch: Batch): Promise<void>;
  close(): Promise<void>;
}

const column = (field: string) => field.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());

/** better-sqlite3, the very module the Prisma adapter uses; prepared statements in one transaction per batch. */
function sqliteWriter(url: string): BulkWriter {
  type Statement = { run(...params: unknown[]): unknown };
  type Database = { prepare(sql: string): Statement; transaction(fn: () => void): () => void; close(): void };
  const require = createRequire(createRequire(import.meta.url).resolve("@prisma/adapter-better-sqlite3"));
  const Driver = require("better-sqlite3") as new (file: string) => Database;
  const db = new Driver(sqlitePath(url));
  // Millions of rows go into indexes keyed by random ids: a page cache of 256 MB for the loader's own
  // connection keeps their inner pages in memory (the default 2 MB reads them back from the file for every row).
  db.prepare("PRAGMA cache_size = -262144").run();
  const statements = new Map<string, Statement>();
  // As the adapter writes them: ISO 8601 with +00:00, booleans as 0/1.
  const value = (v: unknown) =>
    v instanceof Date ? v.toISOString().replace("Z", "+00:00") : typeof v === "boolean" ? Number(v) : v;
  return {
    async write(batch) {
      db.transaction(() => {
        for (const [table, rows] of batch) {
          if (!rows.length) continue;
          const fields = Object.keys(rows[0]);
          const key = `${table}:${fields.join()}`;
          let stmt = statements.get(key);
          if (!stmt) {
            stmt = db.prepare(
              `INSERT INTO "${table}" (${fields.map((f) => `"${column(f)}"`).join(", ")}) VALUES (${fields.map(() => "?").join(", ")})`,
            );
            statements.set(key, stmt);
          }
          for (const r of rows) stmt.run(...fields.map((f) => value(r[f])));
        }
      })();
    },
    async close() {
      db.close();
    },
  };
}

/** node-postgres: one INSERT ... SELECT FROM unnest(arrays) per table and slice, typed from the catalog. */
async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const types = new Map<string, string>();
  const { rows } = await client.query<{ table_name: string; column_name: string; udt_name: string }>(
    "SELECT table_name, column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema()",
  );
  for (const r of rows) types.set(`${r.table_name}.${r.column_name}`, r.udt_name);
  // Prisma keeps UTC wall-clock time in timestamp(3) columns; an ISO string's zone is ignored on the way in.
  const value = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const SLICE = 20_000;
  return {
    async write(batch) {
      await client.query("BEGIN");
      try {
        for (const [table, rows] of batch) {
          if (!rows.length) continue;
          const fields = Object.keys(rows[0]);
          const columns = fields.map(column);
          const casts = columns.map((c, i) => `$${i + 1}::${types.get(`${table}.${c}`) ?? "text"}[]`);
          for (let lo = 0; lo < rows.length; lo += SLICE) {
            const slice = rows.slice(lo, lo + SLICE);
            const arrays = fields.map((f) => slice.map((r) => value(r[f])));
            await client.query(
              `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT * FROM unnest(${casts.join(", ")})`,
              arrays,
            );
          }
        }
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        throw e;
      }
    },
    async close() {
      await client.end();
    },
  };
}

const seriesIds = new Map<string, string>();

/** Appointments per transaction. */
const CHUNK = 20_000;

/**
 * Inserts appointments [from, to) of the history laid out as `shape` says, with their order references, load
 * types and daily series. Returns the rows written per table.
 */
export async function loadHistory(
  url: string,
  refs: HistoryRefs,
  from: number,
  to: number,
  shape: HistoryShape = BENCH_SHAPE,
): Promise<Record<string, number>> {
  const writer = providerOf(url) === "sqlite" ? sqliteWriter(url) : await postgresWriter(url);
  const starts = dayStarts(historyAnchor(), Math.ceil(to / shape.perDay));
  // As a site that has run with retention keeps them: what ended past PERSONAL_DATA_RETENTION_DAYS is erased
  // already (the worker's backlog of erasure is a scenario of its own, request_erasing).
  const erasedAt = new Date();
  const endedBefore = erasedAt.getTime() - retentionDays() * 86_400_000;
  const counts = { appointments: 0, order_references: 0, appointment_load_types: 0, recurring_series: 0 };
  try {
    for (let lo = from; lo < to; lo += CHUNK) {
      const rows = [];
      for (let i = lo; i < Math.min(lo + CHUNK, to); i++) {
        const r = historyRow(i, starts[Math.floor(i / shape.perDay)], refs, undefined, shape);
        // Every row names the column: a table's columns are its first row's.
        const past = r.appointment.scheduledEnd.getTime() < endedBefore;
        Object.assign(r.appointment, past ? ERASED_COLUMNS : {}, {
          personalErasedAt: past ? erasedAt : null,
        });
        rows.push(r);
      }
      const series: Row[] = [];
      for (const r of rows) {
        if (!r.series) continue;
        // A series is its facility's block of days; one load may continue a series an earlier one began.
        const key = `${refs.facilityId}:${r.series.key}`;
        let id = seriesIds.get(key);
        if (!id) {
          id = randomUUID();
          seriesIds.set(key, id);
          series.push({
            id,
            facilityId: refs.facilityId,
            repetitionType: "Daily",
            createdAt: r.appointment.createdAt,
          });
        }
        r.appointment.seriesId = id;
      }
      const orders = rows.flatMap((r) => r.orders);
      const loadTypes = rows
        .filter((r) => r.loadTypeId)
        .map((r) => ({ appointmentId: r.appointment.id, loadTypeId: r.loadTypeId }));
      await writer.write([
        ["recurring_series", series],
        ["appointments", rows.map((r) => r.appointment)],
        ["order_references", orders],
        ["appointment_load_types", loadTypes],
      ]);
      counts.appointments += rows.length;
      counts.order_references += orders.length;
      counts.appointment_load_types += loadTypes.length;
      counts.recurring_series += series.length;
    }
  } finally {
    await writer.close();
  }
  return counts;
}
