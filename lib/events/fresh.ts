// The reads of the hub's sources (./sqlite-source.ts, ./pg-listener.ts): the
// events just committed, with what scoping needs, as one statement on the
// driver (lib/db/direct.ts). They run once per booking while any stream is
// open; through Prisma (three statements for the two relations, its query
// compiler and its row conversion) they cost more of a booking than the
// booking's own transaction on SQLite. The backlog of a resuming stream,
// narrowed per caller, still reads through Prisma (./stored.ts).
import type { Db } from "../db";
import { directReader } from "../db/direct";
import type { CompiledStatement } from "../db/sql";
import type { Provider } from "../db/url";
import type { EventType } from "../record/outbox-event";
import type { CustomField } from "../fields/schema";
import { parseFields } from "../fields/values";
import type { StoredEvent } from "./stored";

type Row = {
  seq: number;
  id: string;
  type: string;
  appointment_id: string;
  facility_id: string;
  previous_status: string | null;
  payload: string;
  created_at: string;
  carrier_company_id: string | null;
  custom_fields: string;
};

/** created_at as ISO text: node-postgres would read a timestamp without time zone as local time. */
const CREATED = {
  postgresql: `to_char(e.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  // As lib/db/json-sql.ts: the adapter's own format needs only its Z, strftime reads any other.
  sqlite: `iif(e.created_at glob '????-??-??T??:??:??.???+00:00', substr(e.created_at, 1, 23) || 'Z', strftime('%Y-%m-%dT%H:%M:%fZ', e.created_at))`,
};

const from = (provider: Provider) =>
  `select e.seq, e.id, e.type, e.appointment_id, e.facility_id, e.previous_status, e.payload, ` +
  `${CREATED[provider]} as created_at, e.carrier_company_id, f.custom_fields ` +
  `from outbox_events e join facilities f on f.id = e.facility_id`;

const statement = (name: string, sql: string, names: string[]): CompiledStatement => ({
  sql,
  name: `dockside_events_${name}`,
  bind: (values) => names.map((n) => values[n]),
});

const STATEMENTS = {
  postgresql: {
    after: statement("after_v1", `${from("postgresql")} where e.seq > $1 order by e.seq limit $2`, [
      "after",
      "limit",
    ]),
    named: statement(
      "named_v1",
      `${from("postgresql")} where e.id = any($1::text[]) and e.seq is not null order by e.seq`,
      ["ids"],
    ),
  },
  sqlite: {
    after: statement("after", `${from("sqlite")} where e.seq > ? order by e.seq limit ?`, ["after", "limit"]),
    named: statement(
      "named",
      `${from("sqlite")} where e.id in (select value from json_each(?)) and e.seq is not null order by e.seq`,
      ["ids"],
    ),
  },
};

/** Custom fields by their stored text: a facility's are parsed once, not once per event. */
const fieldsByText = new Map<string, CustomField[]>();
function fieldsOf(text: string): CustomField[] {
  let fields = fieldsByText.get(text);
  if (!fields) {
    if (fieldsByText.size >= 1_000) fieldsByText.clear();
    fieldsByText.set(text, (fields = parseFields(text)));
  }
  return fields;
}

const stored = (rows: Row[]): StoredEvent[] =>
  rows.map((r) => ({
    seq: Number(r.seq),
    id: r.id,
    type: r.type as EventType,
    appointmentId: r.appointment_id,
    facilityId: r.facility_id,
    carrierCompanyId: r.carrier_company_id,
    previousStatus: r.previous_status,
    payload: r.payload,
    createdAt: new Date(r.created_at),
    fields: fieldsOf(r.custom_fields),
  }));

/** Events after cursor `after`, oldest first, at most `limit`. */
export async function freshEventsAfter(db: Db, after: number, limit: number): Promise<StoredEvent[]> {
  const reader = directReader(db);
  return stored(await reader.rows<Row>(STATEMENTS[reader.provider].after, { after, limit }));
}

/** The events named, in cursor order (those NOTIFY announced). */
export async function freshEventsNamed(db: Db, ids: string[]): Promise<StoredEvent[]> {
  const reader = directReader(db);
  const list = reader.provider === "postgresql" ? ids : JSON.stringify(ids);
  return stored(await reader.rows<Row>(STATEMENTS[reader.provider].named, { ids: list }));
}
