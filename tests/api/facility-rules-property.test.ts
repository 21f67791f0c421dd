// The contract's promise for the facility's rules, as a property: on random
// facilities with random docks per load type, closures, dock hours, caps and
// holds, and random bookings already in place, every slot availability offers
// books at once, and every start it withholds is refused by the request with
// the reason availability gave. Seeded: a failure names its seed and case.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findOrCreateCompany } from "@/lib/carriers/companies";
import { createToken } from "@/lib/tokens/service";
import { bookingBody, call, db, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { intBetween, mulberry32, pick } from "./prng";

const SEED = Number(process.env.RULES_SEED ?? Date.now() % 100_000);
const CASES = 10;

type Caller = { token: string; carrier: string };

async function carrier(): Promise<Caller & { id: string }> {
  const c = await findOrCreateCompany(db, `Prop Carrier ${randomUUID().slice(0, 8)}`);
  return {
    id: c.id,
    carrier: c.name,
    token: (await createToken(db, { role: "carrier", carrierCompanyId: c.id })).token,
  };
}

const subset = <T>(rnd: () => number, items: T[]) => items.filter(() => rnd() < 0.5);

describe("facility rules: availability and booking agree", () => {
  it(`on random facilities, rules and bookings (seed ${SEED})`, async () => {
    const rnd = mulberry32(SEED);
    const [member, stranger] = [await carrier(), await carrier()];
    for (let n = 0; n < CASES; n++) {
      const zone = pick(rnd, ["America/Chicago", "Europe/Berlin", "Asia/Kolkata"]);
      const f = await makeFacility({
        timeZone: zone,
        docks: intBetween(rnd, 1, 3),
        slotStepMinutes: pick(rnd, [15, 30, 60]),
        bufferMinutes: pick(rnd, [0, 0, 15]),
        loadTypes: [
          { name: "Frozen", durationMinutes: pick(rnd, [15, 30, 45]) },
          { name: "Dry", durationMinutes: pick(rnd, [20, 60]) },
        ],
      });
      const staff = await staffToken([f.id]);
      const day = DateTime.now()
        .setZone(zone)
        .plus({ days: intBetween(rnd, 2, 5) })
        .startOf("day");
      const at = (hour: number) => day.plus({ hours: hour }).toISO()!;
      const docks = f.docks.map((d) => ({
        id: d.id,
        name: d.name,
        directions: ["Inbound", "Outbound"],
        load_type_ids: subset(rnd, f.load_types).map((l) => l.id),
        open_hours:
          rnd() < 0.3
            ? [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
                weekday,
                periods: [{ start: "06:00", end: "18:00" }],
              }))
            : null,
      }));
      const rules = {
        facility_id: f.id,
        docks,
        load_types: f.load_types.map((l) => ({
          id: l.id,
          name: l.name,
          directions: ["Inbound", "Outbound"],
          duration_minutes: l.duration_minutes,
          minutes_per_unit: pick(rnd, [0, 1, 3]),
        })),
        dock_closures: Array.from({ length: intBetween(rnd, 0, 2) }, () => {
          const h = intBetween(rnd, 0, 20);
          return {
            dock_ids: subset(rnd, f.docks).map((d) => d.id),
            start: at(h),
            end: at(h + intBetween(rnd, 1, 4)),
            reason: "repairs",
          };
        }),
        caps: Array.from({ length: intBetween(rnd, 0, 2) }, () => {
          const scope = pick(rnd, ["facility", "load_type", "carrier"] as const);
          return {
            scope,
            period: pick(rnd, ["hour", "day"] as const),
            ...(scope === "load_type" ? { load_type_id: pick(rnd, f.load_types).id } : {}),
            ...(rnd() < 0.5
              ? { max_appointments: intBetween(rnd, 1, 4) }
              : { max_units: intBetween(rnd, 10, 80) }),
          };
        }),
        holds:
          rnd() < 0.5
            ? [
                {
                  label: "Kept",
                  dock_ids: [pick(rnd, f.docks).id],
                  weekdays: [1, 2, 3, 4, 5, 6, 7],
                  start: "06:00",
                  end: pick(rnd, ["10:00", "14:00"]),
                  carrier_company_ids: [member.id],
                },
              ]
            : [],
      };
      const set = await op("update_facility_settings", rules, staff);
      expect(set.status, JSON.stringify(set.json)).toBe(200);
      const label = `seed ${SEED} case ${n}: ${JSON.stringify(rules)}`;

      const callers: Caller[] = [{ token: staff, carrier: "Acme Freight" }, member, stranger];
      for (let k = 0; k < 8; k++) {
        const who = pick(rnd, callers);
        const lt = rnd() < 0.8 ? pick(rnd, f.load_types) : null;
        const quantity = intBetween(rnd, 1, 30);
        const ask = {
          facility_id: f.id,
          start: day.toISODate(),
          end: day.toISODate(),
          type: "Inbound",
          quantity,
          ...(lt ? { load_type_id: lt.id } : { duration_minutes: 60 }),
          ...(who.token === staff ? { carrier: who.carrier } : {}),
        };
        const av = await op("get_facility_availability", ask, who.token);
        expect(av.status, label).toBe(200);
        const offered = av.json.slots as { start_time: string }[];
        const closed = av.json.closed_periods as { start_time: string; end_time: string; reason: string }[];
        // One start, offered or not, tried for real.
        const starts = [
          ...offered.map((s) => Date.parse(s.start_time)),
          ...closed.map((c) => Date.parse(c.start_time)),
        ];
        const t = pick(rnd, starts);
        const body = bookingBody(f.id, DateTime.fromMillis(t, { zone }), av.json.duration_minutes, {
          carrier: who.carrier,
          quantity,
          load_type_ids: lt ? [lt.id] : [],
        });
        const res = await call("request", body, { token: who.token });
        const why = closed.find((c) => Date.parse(c.start_time) <= t && t < Date.parse(c.end_time));
        const context = `${label}\ncaller ${callers.indexOf(who)} at ${new Date(t).toISOString()} ${JSON.stringify(ask)}\n${res.text}`;
        if (why) {
          expect(res.status, context).toBe(409);
          expect(res.json.details[0].reason, context).toBe(why.reason);
        } else expect(res.status, context).toBe(200);
      }
    }
  }, 120_000);
});
