// Demo data for a first start: two facilities, three sign-ins, a staff API
// token and appointments over the coming days. Times are relative to `now`,
// so the demo always looks alive: earlier today's trucks have arrived, are
// loading or have left (written as they would have happened, with history);
// every later appointment goes through requestAppointment, so each obeys its
// facility's hours, notice and capacity.
import { DateTime } from "luxon";
import type { Db } from "../db";
import { DomainError } from "../core/errors";
import { ADMIN_CLI } from "../core/caller";
import { requestAppointment } from "../appointments/request";
import { writeOutboxEvent } from "../record/outbox-event";
import { RECORD_INCLUDE } from "../record/record";
import { recordPast, seedHistory, todaysOutcome, visitInput, type Visit } from "./history";
import { createFacility } from "../facilities/service";
import { facilityToBook } from "../facilities/booking-facility";
import { bookingRefusal } from "../rules/facility-wide";
import { createApiToken } from "../tokens/manage";
import { createApiTokenInput } from "../tokens/manage-schema";
import { parseInput } from "../core/validation";
import { findOrCreateCompany } from "../carriers/companies";
import { applyDemoRules } from "./rules";
import { hashPassword, insertUser } from "../users/service";

export const DEMO_PASSWORD = "dockside";
export const DEMO_SIGN_INS = [
  { role: "staff", email: "staff@dockside.test", password: DEMO_PASSWORD },
  { role: "carrier", email: "carrier@dockside.test", password: DEMO_PASSWORD },
  { role: "admin", email: "admin@dockside.test", password: DEMO_PASSWORD },
] as const;
export const DEMO_CARRIER = "Acme Freight";

export type DemoSeed = {
  facilities: { id: string; name: string; timezone: string }[];
  signIns: typeof DEMO_SIGN_INS;
  /** A staff token for both facilities; the only time its secret is known. */
  apiToken: string;
  /** From today on. */
  appointments: number;
  /** Written into the weeks before today (./history.ts). */
  history: number;
};

const CHICAGO_DAY: Visit[] = [
  { at: "06:30", type: "Inbound", loadType: "Dry goods", carrier: DEMO_CARRIER },
  { at: "08:00", type: "Outbound", loadType: "Refrigerated", carrier: "Blue Line Logistics" },
  { at: "09:30", type: "Inbound", loadType: "Floor-loaded container", carrier: "Northstar Transport" },
  { at: "11:00", type: "Inbound", loadType: "Dry goods", carrier: DEMO_CARRIER },
  { at: "13:00", type: "Outbound", loadType: "Dry goods", carrier: "Prairie Express" },
  { at: "14:30", type: "Inbound", loadType: "Refrigerated", carrier: "Blue Line Logistics" },
  { at: "17:00", type: "Outbound", loadType: "Dry goods", carrier: DEMO_CARRIER },
];

const BERLIN_DAY: Visit[] = [
  { at: "07:30", type: "Inbound", loadType: "Refrigerated", carrier: "Rhein Spedition" },
  { at: "09:00", type: "Inbound", loadType: "Dry goods", carrier: DEMO_CARRIER },
  { at: "10:30", type: "Outbound", loadType: "Dry goods", carrier: "Elbe Logistik" },
  { at: "13:00", type: "Inbound", loadType: "Refrigerated", carrier: "Spree Kühltransporte" },
  { at: "15:00", type: "Outbound", loadType: "Dry goods", carrier: DEMO_CARRIER },
  { at: "16:30", type: "Inbound", loadType: "Dry goods", carrier: "Rhein Spedition" },
];

const DAYS_AHEAD = 10;

/** Loads the demo into an empty database (no facilities); returns null and changes nothing otherwise. */
export async function seedDemo(db: Db, now = new Date()): Promise<DemoSeed | null> {
  if ((await db.facility.count()) > 0) return null;

  const chicago = await createFacility(db, {
    name: "Chicago Cross-Dock",
    timeZone: "America/Chicago",
    address: "2400 S Western Ave, Chicago, IL 60608",
    country: "US",
    instantBooking: true,
    publicBooking: "instant",
    docks: [{ name: "Door 1" }, { name: "Door 2" }, { name: "Door 3" }, { name: "Door 4", inbound: false }],
    hours: "Mon-Fri 06:00-20:00,Sat 08:00-14:00",
    minNoticeMinutes: 60,
    horizonDays: 60,
    loadTypes: [
      { name: "Dry goods", durationMinutes: 60 },
      { name: "Refrigerated", durationMinutes: 90 },
      { name: "Floor-loaded container", durationMinutes: 120, outbound: false },
    ],
  });
  const berlin = await createFacility(db, {
    name: "Berlin Fresh Hub",
    timeZone: "Europe/Berlin",
    address: "Hafenstraße 12, 10317 Berlin",
    country: "DE",
    instantBooking: false,
    publicBooking: "requests",
    docks: 3,
    hours: "Mon-Fri 07:00-18:00",
    minNoticeMinutes: 240,
    horizonDays: 30,
    loadTypes: [
      { name: "Dry goods", durationMinutes: 60 },
      { name: "Refrigerated", durationMinutes: 90 },
    ],
  });
  const facilityIds = [chicago.id, berlin.id];

  const [staff, carrier, admin] = DEMO_SIGN_INS;
  // insertUser: the demo's password is published and shorter than the rule for real accounts.
  const acme = await findOrCreateCompany(db, DEMO_CARRIER);
  const none = { facilityIds: [], carrierCompanyId: null, passwordHash: await hashPassword(DEMO_PASSWORD) };
  await insertUser(db, { ...staff, ...none, name: "Dana Dock", facilityIds });
  await insertUser(db, { ...carrier, ...none, name: "Casey Carrier", carrierCompanyId: acme.id });
  await insertUser(db, { ...admin, ...none, name: "Alex Admin" });
  // Every demo carrier has an account, so the scorecards have several companies to compare.
  const companies = new Map<string, string>([[DEMO_CARRIER, acme.id]]);
  for (const visit of [...CHICAGO_DAY, ...BERLIN_DAY])
    if (!companies.has(visit.carrier))
      companies.set(visit.carrier, (await findOrCreateCompany(db, visit.carrier)).id);
  const companyOf = (visit: Visit) => companies.get(visit.carrier) ?? null;
  // Made as the command line makes tokens: its creation is in the audit log like any other.
  const { token } = await createApiToken(
    db,
    ADMIN_CLI,
    parseInput(createApiTokenInput, { role: "staff", name: "Demo token", facility_ids: facilityIds }),
  );
  const ruled = await applyDemoRules(db, chicago, berlin, acme.id, now);
  // The bookings below take their length from the load (minutes per unit).
  for (const [f, set] of [
    [chicago, ruled.chicago],
    [berlin, ruled.berlin],
  ] as const)
    f.load_types = f.load_types.map((l) => ({ ...l, ...set.find((x) => x.id === l.id) }));

  let appointments = 0;
  let history = 0;
  for (const [facility, plan] of [
    [chicago, CHICAGO_DAY],
    [berlin, BERLIN_DAY],
  ] as const) {
    const today = DateTime.fromJSDate(now).setZone(facility.timezone).startOf("day");
    const { rules } = await facilityToBook(db, facility.id);
    history += await seedHistory(db, facility, rules, plan, companyOf, now);
    for (let day = 0; day < DAYS_AHEAD; day++) {
      for (const [i, visit] of plan.entries()) {
        if ((day + i) % 3 === 0) continue; // not every slot every day
        const loadType = facility.load_types.find((l) => l.name === visit.loadType)!;
        const [hour, minute] = visit.at.split(":").map(Number);
        const start = today.plus({ days: day }).set({ hour, minute });
        const input = visitInput(facility, visit, { day, i, n: appointments + 1, start });
        if (day === 0 && start < DateTime.fromJSDate(now).plus({ minutes: facility.min_notice_minutes })) {
          // Earlier today (or too soon to book now): already on the dock or
          // done, as a real day would be, where the facility is open then.
          const booked = start.minus({ days: 2 });
          if (
            bookingRefusal(
              rules,
              start.toMillis(),
              start.plus({ minutes: loadType.duration_minutes }).toMillis(),
              booked.toMillis(),
            )
          )
            continue;
          await recordPast(db, facility, input, i, now, companyOf(visit), todaysOutcome(input, i, now));
          appointments++;
          continue;
        }
        try {
          const booked = await requestAppointment(db, ADMIN_CLI, input, { now });
          appointments++;
          const company = companyOf(visit);
          if (company)
            await db.appointment.update({ where: { id: booked.id }, data: { carrierCompanyId: company } });
          // The approval-only facility has confirmed some requests already.
          if (booked.status === "Requested" && i % 2 === 0) await approve(db, booked.id, now);
        } catch (e) {
          // Outside the day's hours, inside the notice, already past: skip the slot.
          const skippable =
            e instanceof DomainError && (e.code === "conflict" || e.details?.[0]?.reason === "in_the_past");
          if (!skippable) throw e;
        }
      }
    }
  }

  const facilities = [chicago, berlin].map((f) => ({ id: f.id, name: f.name, timezone: f.timezone }));
  return { facilities, signIns: DEMO_SIGN_INS, apiToken: token, appointments, history };
}

async function approve(db: Db, id: string, now: Date) {
  const changes = { status: ["Requested", "Scheduled"] as [string, string] };
  await db.$transaction(async (tx) => {
    const row = await tx.appointment.update({
      where: { id },
      data: {
        status: "Scheduled",
        updatedAt: now,
        sequence: { increment: 1 },
        events: {
          create: { at: now, actor: ADMIN_CLI.actor, action: "approved", changes: JSON.stringify(changes) },
        },
      },
      include: RECORD_INCLUDE,
    });
    await writeOutboxEvent(tx, {
      row,
      previousStatus: "Requested",
      action: "approved",
      actorRole: "admin",
      changes,
      at: now,
    });
  });
}

/** The demo sign-ins whose users exist, for a start on a database seeded earlier. */
export async function existingDemoSignIns(db: Db) {
  const users = await db.user.findMany({
    where: { email: { in: DEMO_SIGN_INS.map((s) => s.email) } },
    select: { email: true },
  });
  return DEMO_SIGN_INS.filter((s) => users.some((u) => u.email === s.email));
}
