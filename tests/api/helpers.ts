// Factories and a caller for API tests: every test makes its own facility and
// tokens, and calls the real route handlers on the real database.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { expect } from "vitest";
import { db, type Prisma } from "@/lib/db";
import { newConfirmationCode } from "@/lib/record/confirmation-code";
import { createFacility, type NewFacility } from "@/lib/facilities/service";
import { findOrCreateCompany } from "@/lib/carriers/companies";
import { createToken } from "@/lib/tokens/service";
import { POST } from "@/app/api/[operation]/route";

export { db };

export const URLS = {
  request: "http://localhost/api/service.v1.request_facility_appointment",
  list: "http://localhost/api/service.v1.get_facility_appointments",
};

export async function call(
  op: keyof typeof URLS,
  body: unknown,
  opts: {
    token?: string | null;
    headers?: Record<string, string>;
    raw?: string;
    contentType?: string | null;
  } = {},
) {
  const headers: Record<string, string> =
    opts.contentType === null ? {} : { "content-type": opts.contentType ?? "application/json" };
  Object.assign(headers, opts.headers);
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  // Bytes, not a string: a string body would bring a text/plain content type of its own.
  const bytes = new TextEncoder().encode(opts.raw ?? JSON.stringify(body));
  const res = await POST(new Request(URLS[op], { method: "POST", headers, body: bytes }));
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) };
}

export type Called = Awaited<ReturnType<typeof call>>;

/** The contract's error shape: status, code, a message, and (when given) a detail like `detail`. */
export function expectError(
  res: Called,
  status: number,
  code: string,
  detail?: { field?: string; reason?: string },
) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/json");
  expect(res.json).toMatchObject({ code, message: expect.any(String) });
  if (detail) expect(res.json.details, res.text).toContainEqual(expect.objectContaining(detail));
}

/** An always-open facility by default, so tests choose their own times freely. */
export async function makeFacility(overrides: Partial<NewFacility> = {}) {
  return createFacility(db, {
    name: `Test DC ${randomUUID().slice(0, 8)}`,
    timeZone: "America/Chicago",
    hours: "Mon-Sun 00:00-24:00",
    docks: 2,
    instantBooking: true,
    horizonDays: 400,
    ...overrides,
  });
}

export async function staffToken(facilityIds: string[]) {
  return (await createToken(db, { role: "staff", facilityIds })).token;
}

export async function carrierToken(company = `Carrier ${randomUUID().slice(0, 8)}`) {
  const c = await findOrCreateCompany(db, company);
  return {
    token: (await createToken(db, { role: "carrier", carrierCompanyId: c.id })).token,
    company: c.name,
  };
}

/** The next `weekday` (1 = Monday) at least `daysAhead` days away, at hh:mm in `zone`, as an ISO instant. */
export function localTime(zone: string, hhmm: string, daysAhead = 2, weekday?: number): DateTime {
  let d = DateTime.now().setZone(zone).plus({ days: daysAhead }).startOf("day");
  while (weekday && d.weekday !== weekday) d = d.plus({ days: 1 });
  const [h, m] = hhmm.split(":").map(Number);
  return d.set({ hour: h, minute: m });
}

/** get_facility_availability for one local day, inbound, an hour long. */
export function availabilityBody(facilityId: string, day: DateTime, extra: Record<string, unknown> = {}) {
  const date = day.toISODate();
  return { facility_id: facilityId, start: date, end: date, type: "Inbound", duration_minutes: 60, ...extra };
}

export function bookingBody(
  facilityId: string,
  start: DateTime,
  minutes = 60,
  extra: Record<string, unknown> = {},
) {
  return {
    facility_id: facilityId,
    scheduled_start_time: start.toUTC().toISO(),
    scheduled_end_time: start.plus({ minutes }).toUTC().toISO(),
    type: "Inbound",
    carrier: "Acme Freight",
    carrier_phone: "+1 (312) 555-0100",
    quantity: 24,
    units: "Pallets",
    order_info: [{ reference_id: "PO-1001" }],
    ...extra,
  };
}

/**
 * An appointment written straight to the database, for what the API cannot
 * make (yet): past times, series, later statuses, chosen timestamps.
 */
export async function insertAppointment(
  facilityId: string,
  start: Date,
  minutes = 60,
  data: Partial<Prisma.AppointmentUncheckedCreateInput> = {},
) {
  return db.appointment.create({
    data: {
      facilityId,
      type: "Inbound",
      status: "Scheduled",
      confirmationCode: newConfirmationCode(),
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + minutes * 60_000),
      carrier: "Acme Freight",
      orders: { create: [{ referenceId: "PO-1", position: 0 }] },
      ...data,
    },
  });
}
