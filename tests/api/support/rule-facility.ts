// A facility with two load types for the rules tests: Dock 1 takes Frozen only,
// Dock 2 Dry only, Frozen needs 20 minutes plus 4 per unit; `more` adds settings.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { findOrCreateCompany } from "@/lib/carriers/companies";
import { createToken } from "@/lib/tokens/service";
import { db, localTime, makeFacility, staffToken } from "../helpers";
import { op } from "../ops";

export async function carrierOf(name = `Carrier ${randomUUID().slice(0, 8)}`) {
  const c = await findOrCreateCompany(db, name);
  return {
    id: c.id,
    name: c.name,
    token: (await createToken(db, { role: "carrier", carrierCompanyId: c.id })).token,
  };
}

/** A facility with two load types (Frozen only at Dock 1) and the settings `more` on top. */
export async function ruleFacility(
  more: (f: Awaited<ReturnType<typeof makeFacility>>) => Record<string, unknown> = () => ({}),
) {
  const f = await makeFacility({
    docks: 2,
    slotStepMinutes: 30,
    loadTypes: [
      { name: "Frozen", durationMinutes: 30 },
      { name: "Dry", durationMinutes: 30 },
    ],
  });
  const staff = await staffToken([f.id]);
  const [dry, frozen] = f.load_types;
  const res = await op(
    "update_facility_settings",
    {
      facility_id: f.id,
      docks: [
        {
          id: f.docks[0].id,
          name: f.docks[0].name,
          directions: ["Inbound", "Outbound"],
          load_type_ids: [frozen.id],
        },
        // [] would take every load type: Dock 2 names Dry alone.
        {
          id: f.docks[1].id,
          name: f.docks[1].name,
          directions: ["Inbound", "Outbound"],
          load_type_ids: [dry.id],
        },
      ],
      load_types: [
        {
          id: frozen.id,
          name: "Frozen",
          directions: ["Inbound", "Outbound"],
          duration_minutes: 20,
          minutes_per_unit: 4,
        },
      ],
      ...more(f),
    },
    staff,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { f, staff, dry, frozen, settings: res.json, dock1: f.docks[0], dock2: f.docks[1] };
}

export const ten = (zone: string) => localTime(zone, "10:00", 3);
