// Calls any operation of the registry through the real route handler, as a
// system would over HTTP: `op(name, body, token)`.
import type { DateTime } from "luxon";
import type { Db } from "@/lib/db";
import type { OperationName } from "@/lib/api/operations";
import { POST } from "@/app/api/[operation]/route";

export type Op = OperationName;

export async function op(
  name: Op,
  body: unknown,
  token?: string | null,
  headers: Record<string, string> = {},
) {
  const h: Record<string, string> = { "content-type": "application/json", ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  const res = await POST(
    new Request(`http://localhost/api/service.v1.${name}`, {
      method: "POST",
      headers: h,
      body: JSON.stringify(body),
    }),
  );
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, json: JSON.parse(text) as any };
}

/** Sends update_facility_appointment_status. */
export const setStatus = (id: string, action: string, token: string, extra: Record<string, unknown> = {}) =>
  op("update_facility_appointment_status", { id, action, ...extra }, token);

/** Sends reschedule_facility_appointment for `minutes` from `start`. */
export const reschedule = (id: string, start: DateTime, minutes: number, token: string) =>
  op(
    "reschedule_facility_appointment",
    {
      id,
      scheduled_start_time: start.toUTC().toISO(),
      scheduled_end_time: start.plus({ minutes }).toUTC().toISO(),
    },
    token,
  );

/** Pairs of holding appointments of a facility that share a dock at overlapping times (widened by the buffer): must be none. */
export async function doubleBooked(db: Db, facilityId: string, bufferMinutes = 0) {
  const rows = await db.appointment.findMany({
    where: {
      facilityId,
      status: { in: ["Requested", "Scheduled", "Arrived", "InProgress"] },
      dockId: { not: null },
    },
    select: { id: true, dockId: true, scheduledStart: true, scheduledEnd: true },
  });
  const b = bufferMinutes * 60_000;
  const pairs: string[] = [];
  rows.forEach((x, i) =>
    rows.slice(i + 1).forEach((y) => {
      if (
        x.dockId === y.dockId &&
        x.scheduledStart.getTime() < y.scheduledEnd.getTime() + b &&
        y.scheduledStart.getTime() < x.scheduledEnd.getTime() + b
      )
        pairs.push(`${x.id} ${y.id}`);
    }),
  );
  return pairs;
}
