import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { carrierKey, neededMinutes, prepareRules, type Candidate, type RuleSet } from "./engine";

const ZONE = "America/St_Johns";
const day = DateTime.fromISO("2026-12-02T00:00", { zone: ZONE });
const at = (hhmm: string) => DateTime.fromISO(`2026-12-02T${hhmm}`, { zone: ZONE }).toMillis();
const dock = (id: string, position: number, more: Partial<RuleSet["docks"][number]> = {}) => ({
  id,
  name: `Dock ${position}`,
  position,
  inbound: true,
  outbound: true,
  active: true,
  loadTypeIds: [],
  openHours: null,
  ...more,
});
const base: RuleSet = {
  timeZone: ZONE,
  slotStepMinutes: 30,
  bufferMinutes: 0,
  docks: [dock("a", 1), dock("b", 2)],
  loadTypes: [{ id: "frozen", name: "Frozen", durationMinutes: 20, minutesPerUnit: 4 }],
  caps: [],
  holds: [],
  closures: [],
};
const want = (start: string, end: string, more: Partial<Candidate> = {}): Candidate => ({
  start: at(start),
  end: at(end),
  type: "Inbound",
  loadTypeIds: [],
  quantity: 10,
  carrierKey: carrierKey(null, "acme"),
  carrierCompanyId: null,
  staff: false,
  override: false,
  ...more,
});
const judge = (set: RuleSet, bookings: Parameters<typeof prepareRules>[1] = []) =>
  prepareRules(set, bookings, day.toMillis(), day.plus({ days: 1 }).toMillis());

describe("the rule engine", () => {
  it("needs the load's minutes up to the slot step", () => {
    expect(neededMinutes(base, ["frozen"], 26)).toBe(150);
    expect(neededMinutes(base, ["frozen"], 0)).toBe(30);
    expect(neededMinutes(base, [], 26)).toBeNull();
    const v = judge(base)(want("10:00", "12:00", { loadTypeIds: ["frozen"], quantity: 26 }));
    expect(v).toEqual({
      ok: false,
      refusal: expect.objectContaining({ reason: "too_short_for_load", needed_minutes: 150 }),
    });
    expect(
      judge(base)(
        want("10:00", "12:00", { loadTypeIds: ["frozen"], quantity: 26, override: true, staff: true }),
      ),
    ).toMatchObject({
      ok: true,
      placement: { overridden: true },
    });
  });

  it("names the closure that takes the docks out, and passes it only on override", () => {
    const set = {
      ...base,
      closures: [
        {
          id: "c",
          dock_ids: [],
          start: new Date(at("09:00")).toISOString(),
          end: new Date(at("11:00")).toISOString(),
          reason: "flooded yard",
        },
      ],
    };
    expect(judge(set)(want("10:30", "11:30"))).toMatchObject({
      ok: false,
      refusal: { reason: "no_capacity", message: "The docks closed: flooded yard" },
    });
    expect(judge(set)(want("11:00", "12:00"))).toMatchObject({ ok: true });
    expect(judge(set)(want("10:30", "11:30", { staff: true, override: true }))).toMatchObject({
      ok: true,
      placement: { overridden: true },
    });
  });

  it("counts an hour cap by the local clock hour of each start, in a half-hour zone", () => {
    const set = {
      ...base,
      caps: [
        {
          id: "h",
          scope: "facility" as const,
          load_type_id: null,
          period: "hour" as const,
          max_appointments: 1,
          max_units: null,
        },
      ],
    };
    const bookings = [
      { dockId: "a", start: at("10:00"), end: at("10:30"), quantity: 5, carrierKey: null, loadTypeIds: [] },
    ];
    expect(judge(set, bookings)(want("10:30", "11:00"))).toMatchObject({
      ok: false,
      refusal: { reason: "cap_reached", cap_id: "h" },
    });
    expect(judge(set, bookings)(want("11:00", "11:30"))).toMatchObject({ ok: true });
  });

  it("keeps held docks for their companies and lets staff in", () => {
    const set = {
      ...base,
      docks: [dock("a", 1)],
      holds: [
        {
          id: "k",
          label: "Key account",
          dock_ids: ["a"],
          weekdays: [3],
          start: "06:00",
          end: "12:00",
          carrier_company_ids: ["co"],
        },
      ],
    };
    expect(judge(set)(want("07:00", "08:00"))).toMatchObject({
      ok: false,
      refusal: { message: "the docks then are kept for Key account" },
    });
    expect(judge(set)(want("07:00", "08:00", { carrierCompanyId: "co" }))).toMatchObject({ ok: true });
    expect(judge(set)(want("07:00", "08:00", { staff: true }))).toMatchObject({ ok: true });
    expect(judge(set)(want("12:00", "13:00"))).toMatchObject({ ok: true });
  });

  it("finds a dock busy through its buffer, among many bookings", () => {
    const set = { ...base, bufferMinutes: 15, docks: [dock("a", 1)] };
    const bookings = Array.from({ length: 48 }, (_, i) => ({
      dockId: "a",
      start: day.toMillis() + i * 30 * 60_000,
      end: day.toMillis() + (i * 30 + 10) * 60_000,
      quantity: null,
      carrierKey: null,
      loadTypeIds: [],
    }));
    // Every half hour is taken for 10 minutes plus 15 either side: no 5-minute gap is left.
    for (let m = 0; m < 24 * 60; m += 30)
      expect(
        judge(
          set,
          bookings,
        )({
          ...want("00:00", "00:05"),
          start: day.toMillis() + (m + 10) * 60_000,
          end: day.toMillis() + (m + 15) * 60_000,
        }).ok,
      ).toBe(false);
    expect(
      judge(
        { ...set, bufferMinutes: 0 },
        bookings,
      )({ ...want("00:00", "00:05"), start: day.toMillis() + 10 * 60_000, end: day.toMillis() + 30 * 60_000 })
        .ok,
    ).toBe(true);
  });
});
