// The list's JSON is built by the database (lib/appointments/list-query.ts);
// every other read maps rows with toRecord (lib/record/record.ts), both from
// one map of the fields (lib/record/record-fields.ts). Both must give the same record, byte for byte once serialised (same keys, same
// order, same value formats), for rows that exercise every kind of field:
// nulls, cancelled, a recurring series, load types and order references out of
// insertion order, awkward text, milliseconds, a carrier's scope, and a day
// on which the clocks change. Runs on each provider with TZ pinned.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/core/caller";
import { findOrCreateCompany } from "@/lib/carriers/companies";
import { listAppointments } from "@/lib/appointments/list";
import { getAppointment } from "@/lib/appointments/read";
import { RECORD_INCLUDE, toRecord } from "@/lib/record/record";
import { listAppointmentsInput, type FacilityAppointment } from "@/lib/record/schema";
import { db, insertAppointment, makeFacility } from "./helpers";

const ZONE = "Europe/Berlin";
const AWKWARD = 'Quote " back\\slash\nnew line\ttab \u0001 ünïcødé 🚚 </script>';

/** The next local day in ZONE, at least a week away, on which the UTC offset changes. */
function dstDay(): DateTime {
  let d = DateTime.now().setZone(ZONE).plus({ days: 7 }).startOf("day");
  while (d.offset === d.endOf("day").offset) d = d.plus({ days: 1 });
  return d;
}

const day = dstDay();
const nextDay = day.plus({ days: 1 }).startOf("day");
const createdLo = new Date("2026-02-03T04:05:06.007Z");
const modifiedLo = new Date("2026-04-05T06:07:08.009Z");
const at = (d: Date, ms: number) => new Date(d.getTime() + ms);

let facilityId = "";
let companyId = "";
let staff: Caller;
let carrier: Caller;

beforeAll(async () => {
  const f = await makeFacility({
    timeZone: ZONE,
    docks: 2,
    loadTypes: ["Pallets", "Bulk", "Chilled"].map((name) => ({ name, durationMinutes: 60 })),
  });
  facilityId = f.id;
  const loadType = (name: string) => f.load_types.find((l) => l.name === name)!.id;
  companyId = (await findOrCreateCompany(db, `Equivalence ${randomUUID().slice(0, 8)}`)).id;
  staff = { actor: "test", role: "staff", facilityIds: [f.id], carrierCompanyId: null };
  carrier = { actor: "test", role: "carrier", facilityIds: [], carrierCompanyId: companyId };
  const series = await db.recurringSeries.create({ data: { facilityId: f.id, repetitionType: "Weekly" } });

  // Scheduled on the DST day: its first minute, across the change, ending at its last instant, one past it.
  const starts = [
    day,
    day.plus({ hours: 2 }),
    nextDay.minus({ minutes: 30 }),
    nextDay.minus({ minutes: 15 }),
  ];
  let n = 0;
  const make = (start: DateTime, minutes: number, data: Parameters<typeof insertAppointment>[3]) => {
    n++;
    return insertAppointment(f.id, start.toJSDate(), minutes, {
      createdAt: at(createdLo, n * 1000 + n),
      updatedAt: at(modifiedLo, n * 1000 + n),
      ...data,
    });
  };
  // Everything null that may be.
  await make(starts[0], 60, {
    carrier: null,
    orders: undefined,
    carrierEmails: "[]",
    quantity: null,
    units: null,
  });
  // Everything set, awkward text, milliseconds, cancelled, the carrier's company, load types and references.
  await make(starts[1], 90, {
    dockId: f.docks[1].id,
    carrierCompanyId: companyId,
    status: "Cancelled",
    loadingType: "Drop",
    isWorkIn: true,
    quantity: 7,
    units: "Pallets",
    carrier: AWKWARD,
    carrierEmails: JSON.stringify(["first@example.com", "second@example.com"]),
    carrierPhone: "+49 30 1234",
    carrierDriver: "Dana",
    carrierNotes: AWKWARD,
    shipperReceiver: "Acme",
    forklift: "yes",
    trailerNumber: "TR-1",
    sealNumber: "S-9",
    estimatedStart: new Date("2026-01-01T00:00:00.001Z"),
    checkedInAt: new Date("2026-01-01T01:00:00.010Z"),
    loadStartedAt: new Date("2026-01-01T02:00:00.100Z"),
    loadFinishedAt: new Date("2026-01-01T03:00:00.999Z"),
    checkedOutAt: new Date("2026-01-01T04:00:00.000Z"),
    cancelledAt: new Date("2026-01-01T05:00:00.500Z"),
    cancelledReason: "Weather",
    cancelledNote: AWKWARD,
    publicNotes: AWKWARD,
    notes: "facility only",
    orders: {
      create: [
        { referenceId: "PO-c", position: 2 },
        { referenceId: AWKWARD, position: 0 },
        { referenceId: "PO-b", position: 1 },
      ],
    },
    loadTypes: { create: [{ loadTypeId: loadType("Pallets") }, { loadTypeId: loadType("Bulk") }] },
  });
  // A series: its first occurrence, and a later one (which the created selector leaves out).
  for (const [i, start] of [starts[2], starts[3]].entries())
    await make(start, i === 0 ? 30 : 15, {
      dockId: f.docks[0].id,
      seriesId: series.id,
      seriesIndex: i,
      carrierCompanyId: companyId,
      notes: `series ${i}`,
      loadTypes: { create: [{ loadTypeId: loadType("Chilled") }] },
    });
  // Outside the day (and the other ranges).
  await insertAppointment(f.id, nextDay.plus({ hours: 1 }).toJSDate(), 60, {
    createdAt: at(createdLo, -1),
    updatedAt: at(modifiedLo, -1),
  });
  await insertAppointment(f.id, day.minus({ minutes: 30 }).toJSDate(), 30, {
    createdAt: at(createdLo, 3_600_000),
    updatedAt: at(modifiedLo, 3_600_000),
  });
});

const SELECTORS = {
  scheduled: () => ({ start: day.toISODate(), end: day.toISODate() }),
  created: () => ({
    start_created_at: createdLo.toISOString(),
    end_created_at: at(createdLo, 10_000).toISOString(),
  }),
  modified: () => ({
    modified_range: { start: modifiedLo.toISOString(), end: at(modifiedLo, 10_000).toISOString() },
  }),
};

/** The same selection made with Prisma and mapped with toRecord, in the contract's order. */
async function expected(selector: keyof typeof SELECTORS, caller: Caller): Promise<FacilityAppointment[]> {
  const scope = caller.role === "carrier" ? { carrierCompanyId: caller.carrierCompanyId } : {};
  const where = {
    scheduled: { scheduledStart: { gte: day.toJSDate() }, scheduledEnd: { lte: nextDay.toJSDate() } },
    created: {
      createdAt: { gte: createdLo, lte: at(createdLo, 10_000) },
      OR: [{ seriesId: null }, { seriesIndex: 0 }],
    },
    modified: { updatedAt: { gte: modifiedLo, lte: at(modifiedLo, 10_000) } },
  }[selector];
  const column = { scheduled: "scheduledStart", created: "createdAt", modified: "updatedAt" } as const;
  const rows = await db.appointment.findMany({
    where: { facilityId, ...scope, ...where },
    include: RECORD_INCLUDE,
    orderBy: [{ [column[selector]]: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => toRecord(r, caller));
}

describe("the list's JSON equals the record mapping", () => {
  it("runs where the clock is odd", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/St_Johns");
    expect(day.offset).not.toBe(day.endOf("day").offset);
  });

  it.each([
    ["scheduled", "staff"],
    ["scheduled", "carrier"],
    ["created", "staff"],
    ["created", "carrier"],
    ["modified", "staff"],
    ["modified", "carrier"],
  ] as const)("by %s, for %s", async (selector, who) => {
    const caller = who === "staff" ? staff : carrier;
    const input = listAppointmentsInput.parse({ facility_id: facilityId, ...SELECTORS[selector]() });
    const listed = (await listAppointments(db, caller, input)).parse();
    const want = await expected(selector, caller);
    expect(want.length).toBeGreaterThanOrEqual(who === "staff" ? 3 : 2);
    // Stringified, so that key order and value formats count too.
    expect(JSON.stringify(listed)).toBe(JSON.stringify(want));
    for (const record of listed)
      expect(JSON.stringify(record)).toBe(
        JSON.stringify(await getAppointment(db, caller, { id: record.id })),
      );
    if (who === "carrier") expect(listed.every((r) => r.notes === "")).toBe(true);
  });

  it("selects the DST day from local midnight to local midnight", async () => {
    const input = listAppointmentsInput.parse({ facility_id: facilityId, ...SELECTORS.scheduled() });
    const listed = (await listAppointments(db, staff, input)).parse();
    expect(listed.map((r) => DateTime.fromISO(r.scheduled_start_time, { zone: ZONE }).toISODate())).toEqual(
      Array(4).fill(day.toISODate()),
    );
    expect(listed[1]).toMatchObject({
      status: "Cancelled",
      is_work_in: true,
      order_info: [{ reference_id: AWKWARD }, { reference_id: "PO-b" }, { reference_id: "PO-c" }],
      all_load_types: [{ name: "Bulk" }, { name: "Pallets" }],
      carrier_email: "first@example.com",
      cancelled_at: "2026-01-01T05:00:00.500Z",
    });
    expect(listed[0]).toMatchObject({ carrier: null, carrier_email: null, carrier_emails: [], dock: null });
    expect(listed[2].recurring_facility_appointment).toMatchObject({ repetition_type: "Weekly" });
  });
});
