// The demo's past: three weeks of the same visits, written as they went (a
// request for a past time would be refused), so that Reports and the
// scorecards show real figures on first start: most trucks on time, some
// early or late, a no-show now and then, a few late cancellations and long
// stays. Deterministic: the same day and visit always go the same way.
import { DateTime } from "luxon";
import { statementTransaction, type Db } from "../db";
import { ADMIN_CLI } from "../core/caller";
import { newConfirmationCode } from "../record/confirmation-code";
import { insertAppointment, newAppointmentRow } from "../placement/insert";
import { requestAppointmentInput, type RequestAppointmentInput } from "../record/schema";
import { bookingRefusal, type FacilityRules } from "../rules/facility-wide";
import { loadMinutes } from "../rules/engine";

/** One truck of the demo's day: when, which way, what load, whose. */
export type Visit = { at: string; type: "Inbound" | "Outbound"; loadType: string; carrier: string };

export const DAYS_OF_HISTORY = 21;

type Facility = {
  id: string;
  timezone: string;
  load_types: { id: string; name: string; duration_minutes: number; minutes_per_unit?: number }[];
  docks: Dock[];
};
type Dock = { id: string; name: string; inbound: boolean; outbound: boolean };

/** A visit of the day's plan as the API would take it. */
export function visitInput(
  facility: Pick<Facility, "id" | "timezone" | "load_types">,
  visit: Visit,
  { day, i, n, start }: { day: number; i: number; n: number; start: DateTime },
): RequestAppointmentInput {
  const loadType = facility.load_types.find((l) => l.name === visit.loadType)!;
  const berlin = facility.timezone === "Europe/Berlin";
  const quantity = 6 + ((Math.abs(day) * 7 + i * 5) % 20);
  // As long as the load needs (the demo's facilities book on the 30-minute step).
  const minutes = loadMinutes(
    { durationMinutes: loadType.duration_minutes, minutesPerUnit: loadType.minutes_per_unit ?? 0 },
    quantity,
    30,
  );
  return requestAppointmentInput.parse({
    facility_id: facility.id,
    scheduled_start_time: start.toUTC().toISO(),
    scheduled_end_time: start.plus({ minutes }).toUTC().toISO(),
    type: visit.type,
    carrier: visit.carrier,
    carrier_phone: berlin ? `+49 30 5550 ${1200 + i}` : `+1 (312) 555-0${100 + i}`,
    carrier_emails: [`dispatch@${visit.carrier.toLowerCase().replace(/[^a-z]+/g, "-")}.example`],
    carrier_driver: ["Sam Ortiz", "Jo Weber", "Lee Park"][n % 3],
    quantity,
    units: i % 4 === 3 ? "Boxes" : "Pallets",
    loading_type: i % 5 === 4 ? "Drop" : "Live",
    order_info: [
      { reference_id: `PO-${4100 + n}` },
      ...(n % 4 === 0 ? [{ reference_id: `PO-${4100 + n}-B` }] : []),
    ],
    load_type_ids: [loadType.id],
  });
}

/** How a past visit went: minutes from the start to check-in, waiting, overstaying; or not at all. */
export type Outcome =
  | { kind: "arrived"; arrive: number; wait: number; overstay: number }
  | { kind: "no_show" }
  | { kind: "cancelled"; hoursBefore: number };

/** Today's earlier trucks: all but every fourth ended one came a little early and went as planned. */
export function todaysOutcome(input: RequestAppointmentInput, i: number, now: Date): Outcome {
  const ended = Date.parse(input.scheduled_end_time) < now.getTime();
  return ended && i % 4 === 1 ? { kind: "no_show" } : { kind: "arrived", arrive: -12, wait: 4, overstay: 0 };
}

/**
 * A past day's visit, by a fixed pattern over (day, visit) that runs through all twenty cases every twenty days
 * for each visit of the plan: one no-show, two cancellations (one late), three late, two early, one long stay,
 * the rest on time.
 */
function outcomeOf(day: number, i: number): Outcome {
  const k = (((day * 3 + i * 7) % 20) + 20) % 20;
  if (k === 0) return { kind: "no_show" };
  if (k === 1) return { kind: "cancelled", hoursBefore: 3 };
  if (k === 2) return { kind: "cancelled", hoursBefore: 30 };
  if (k <= 5) return { kind: "arrived", arrive: 15 + k * 8, wait: 10, overstay: 15 };
  if (k <= 7) return { kind: "arrived", arrive: -35, wait: 25, overstay: 0 };
  if (k === 8) return { kind: "arrived", arrive: -5, wait: 20, overstay: 150 };
  return { kind: "arrived", arrive: -10 + (k % 5) * 3, wait: 3 + (k % 4) * 4, overstay: 0 };
}

/** The demo's past days at one facility, where it was open; how many appointments were written. */
export async function seedHistory(
  db: Db,
  facility: Facility,
  rules: FacilityRules,
  plan: readonly Visit[],
  companyOf: (visit: Visit) => string | null,
  now: Date,
): Promise<number> {
  const today = DateTime.fromJSDate(now).setZone(facility.timezone).startOf("day");
  let written = 0;
  for (let day = -DAYS_OF_HISTORY; day < 0; day++) {
    for (const [i, visit] of plan.entries()) {
      if ((day + 2 * i) % 5 === 0) continue; // not every slot every day
      const [hour, minute] = visit.at.split(":").map(Number);
      const start = today.plus({ days: day }).set({ hour, minute });
      const input = visitInput(facility, visit, { day, i, n: 900 + written, start });
      const booked = start.minus({ days: 2 });
      if (bookingRefusal(rules, start.toMillis(), Date.parse(input.scheduled_end_time), booked.toMillis()))
        continue; // closed that day or at that hour
      await recordPast(db, facility, input, i, now, companyOf(visit), outcomeOf(day, i));
      written++;
    }
  }
  return written;
}

type Stamp = "checkedInAt" | "loadStartedAt" | "loadFinishedAt" | "checkedOutAt" | "cancelledAt";
type Step = { action: string; at: DateTime; changes: Record<string, [unknown, unknown]> };

/**
 * A past (or under way) appointment written directly with its history: requested two days ahead, then
 * checked in, loaded and checked out as `outcome` says (steps after `now` not yet), or a no-show, or
 * cancelled by the carrier.
 */
export async function recordPast(
  db: Db,
  facility: Pick<Facility, "docks" | "load_types">,
  input: RequestAppointmentInput,
  i: number,
  now: Date,
  carrierCompanyId: string | null,
  outcome: Outcome,
) {
  const start = DateTime.fromISO(input.scheduled_start_time);
  const end = DateTime.fromISO(input.scheduled_end_time);
  const at = DateTime.fromJSDate(now);
  const serving = facility.docks.filter((d) => (input.type === "Inbound" ? d.inbound : d.outbound));
  const dock = serving[i % serving.length];
  const iso = (t: DateTime) => t.toUTC().toISO();
  const steps: Step[] = [{ action: "requested", at: start.minus({ days: 2 }), changes: {} }];
  let status = "Scheduled";
  const stamps: Partial<Record<Stamp, Date>> & { cancelledReason?: string } = {};
  const step = (action: string, when: DateTime, to: string | null, column: Stamp, field: string) => {
    if (when > at) return;
    steps.push({
      action,
      at: when,
      changes: { ...(to ? { status: [status, to] } : {}), [field]: [null, iso(when)] },
    });
    if (to) status = to;
    stamps[column] = when.toJSDate();
  };
  if (outcome.kind === "no_show") {
    steps.push({
      action: "no_show",
      at: start.plus({ minutes: 45 }),
      changes: { status: [status, "NoShow"] },
    });
    status = "NoShow";
  } else if (outcome.kind === "cancelled") {
    const when = start.minus({ hours: outcome.hoursBefore });
    steps.push({ action: "cancelled", at: when, changes: { status: [status, "Cancelled"] } });
    status = "Cancelled";
    Object.assign(stamps, { cancelledAt: when.toJSDate(), cancelledReason: "CarrierRequest" });
  } else {
    const arrived = start.plus({ minutes: outcome.arrive });
    const loading = DateTime.max(arrived, start).plus({ minutes: outcome.wait });
    const finished = loading.plus(end.diff(start)).plus({ minutes: outcome.overstay - 10 });
    step("checked_in", arrived, "Arrived", "checkedInAt", "checked_in_at");
    step("loading_started", loading, "InProgress", "loadStartedAt", "load_started_at");
    step("loading_finished", finished, "Completed", "loadFinishedAt", "load_finished_at");
    step("checked_out", finished.plus({ minutes: 3 }), null, "checkedOutAt", "checked_out_at");
  }
  const row = newAppointmentRow(
    {
      facilityId: input.facility_id,
      dockId: dock.id,
      dockName: dock.name,
      carrierCompanyId,
      type: input.type,
      loadingType: input.loading_type ?? "Live",
      status,
      confirmationCode: newConfirmationCode(),
      scheduledStart: start.toJSDate(),
      scheduledEnd: end.toJSDate(),
      quantity: input.quantity ?? null,
      units: input.units ?? null,
      carrier: input.carrier ?? null,
      carrierEmails: JSON.stringify(input.carrier_emails ?? []),
      shipperEmails: "[]",
      receiverEmails: "[]",
      carrierPhone: input.carrier_phone ?? null,
      carrierDriver: input.carrier_driver ?? null,
      carrierDriverPhone: null,
      trailerNumber: stamps.checkedInAt ? `TRL-${4800 + i * 7}` : null,
      carrierNotes: "",
      shipperReceiver: null,
      overrideReason: null,
      customFields: "{}",
      locale: null,
      ...stamps,
      updatedAt: steps[steps.length - 1].at.toJSDate(),
      orders: input.order_info.map((o) => o.reference_id),
      loadTypes: facility.load_types.filter((l) => input.load_type_ids?.includes(l.id)),
      // The outbox payload is staff's view, which the facility's fields do not cut.
      facilityFields: "[]",
    },
    steps[0].at.toJSDate(),
  );
  // Its whole past as one event, a new appointment already where it is now: no message, it is over or under way.
  await statementTransaction(db, (tx) =>
    insertAppointment(tx, row, {
      actorRole: "admin",
      history: steps.map((e) => ({
        at: e.at.toJSDate(),
        actor: ADMIN_CLI.actor,
        action: e.action,
        changes: e.changes,
      })),
      event: { action: "requested", changes: {}, at: now },
    }),
  );
}
