// One OS process of the cross-process booking tests. It books `count` copies
// of one request at once, with lib/appointments/request.ts, on the database
// DATABASE_URL names, as soon as the parent writes "go" on stdin, and prints
// one JSON line: the HTTP status (and reason or dock) of each booking.
//
//   node --import tsx tests/api/support/book-worker.ts '{"facilityId":…,"body":{…},"count":8}'
import { createInterface } from "node:readline";
import { STATUS_OF } from "../../../lib/api/errors";
import { createClient } from "../../../lib/db";
import { databaseUrl, providerOf } from "../../../lib/db/url";
import { DomainError } from "../../../lib/core/errors";
import { unavailableFrom } from "../../../lib/db/errors";
import { requestAppointment } from "../../../lib/appointments/request";
import { requestAppointmentInput } from "../../../lib/record/schema";
import type { Caller } from "../../../lib/core/caller";

export type Outcome = { status: number; reason?: string; dock?: string | null; retryAfter?: string | null };

export type Job = {
  facilityId: string;
  body: unknown;
  count: number;
  /** How long a booking may wait for another process's lock (default: as in production). */
  lockWaitMs?: number;
};

const { facilityId, body, count, lockWaitMs } = JSON.parse(process.argv[2]) as Job;
const url = databaseUrl();
const db = !lockWaitMs
  ? createClient(url)
  : providerOf(url) === "sqlite"
    ? createClient(url, { busyWaitMs: lockWaitMs })
    : createClient(
        `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c lock_timeout=${lockWaitMs}`)}`,
      );
const caller: Caller = {
  actor: `worker:${process.pid}`,
  role: "staff",
  facilityIds: [facilityId],
  carrierCompanyId: null,
};
const input = requestAppointmentInput.parse(body);

async function book(): Promise<Outcome> {
  try {
    const record = await requestAppointment(db, caller, input);
    return { status: 200, dock: record.dock };
  } catch (e) {
    // The mapping of lib/api/handler.ts's errorResponse (not imported: it would
    // slow every worker's start): a busy database must come out as 503, never 500.
    const known = e instanceof DomainError ? e : unavailableFrom(e);
    if (!known) return { status: 500, reason: String(e) };
    return {
      status: STATUS_OF[known.code],
      reason: known.details?.[0]?.reason,
      retryAfter: known.retryAfterSeconds === undefined ? null : String(known.retryAfterSeconds),
    };
  }
}

// Connect before saying ready, so that the bookings of every process start together.
await db.facility.findUniqueOrThrow({ where: { id: facilityId }, select: { id: true } });
process.stdout.write("ready\n");
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once("line", () => resolve()));
lines.close();
const outcomes = await Promise.all(Array.from({ length: count }, book));
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
await db.$disconnect();
