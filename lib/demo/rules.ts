// The demo facilities' own rules, so a new user sees them work: Chicago's
// reefer door takes only refrigerated loads, a floor-loaded container's time
// grows with its pallets, an hourly limit for the receiving crew, three trucks
// a day per carrier, Door 1's early mornings kept for the demo carrier and a
// door closed for a repair; Berlin has a daily pallet limit and a dock out for
// a forklift service. Both ask a seal number and, of refrigerated loads, the
// temperature setpoint; Chicago also whether the load is floor-loaded.
import { DateTime } from "luxon";
import type { Db } from "../db";
import { ADMIN_CLI } from "../core/caller";
import { updateFacilitySettings } from "../facilities/settings";
import { updateSettingsInput } from "../facilities/settings-schema";

type Directed = { inbound: boolean; outbound: boolean };
type Made = {
  id: string;
  timezone: string;
  docks: ({ id: string; name: string } & Directed)[];
  load_types: ({ id: string; name: string; duration_minutes: number } & Directed)[];
};

const directions = (d: Directed) => [...(d.inbound ? ["Inbound"] : []), ...(d.outbound ? ["Outbound"] : [])];

const byName = <T extends { name: string }>(list: T[], name: string) => list.find((x) => x.name === name)!;

/** Sets the rules; answers each facility's load types as they are now (with their minutes per unit). */
export async function applyDemoRules(db: Db, chicago: Made, berlin: Made, demoCarrierId: string, now: Date) {
  const dry = byName(chicago.load_types, "Dry goods").id;
  const reefer = byName(chicago.load_types, "Refrigerated").id;
  const container = byName(chicago.load_types, "Floor-loaded container");
  const door = (name: string, loadTypeIds: string[]) => {
    const d = byName(chicago.docks, name);
    return { id: d.id, name, directions: directions(d), load_type_ids: loadTypeIds };
  };
  const inChicago = (days: number, hhmm: string) =>
    DateTime.fromJSDate(now)
      .setZone(chicago.timezone)
      .plus({ days })
      .startOf("day")
      .set({
        hour: Number(hhmm.slice(0, 2)),
        minute: Number(hhmm.slice(3)),
      });
  const c = await updateFacilitySettings(
    db,
    ADMIN_CLI,
    updateSettingsInput.parse({
      facility_id: chicago.id,
      docks: [
        door("Door 1", [dry, container.id]),
        door("Door 2", [dry, container.id]),
        door("Door 3", [reefer]),
        door("Door 4", [dry]),
      ],
      load_types: [
        {
          id: container.id,
          name: container.name,
          directions: directions(container),
          duration_minutes: 60,
          minutes_per_unit: 3,
        },
      ],
      caps: [
        { scope: "facility", period: "hour", max_appointments: 3 },
        { scope: "carrier", period: "day", max_appointments: 3 },
      ],
      holds: [
        {
          label: "Acme early doors",
          dock_ids: [byName(chicago.docks, "Door 1").id],
          weekdays: [1, 2, 3, 4, 5],
          start: "06:00",
          end: "09:00",
          carrier_company_ids: [demoCarrierId],
        },
      ],
      // Its own booking questions (lib/fields): optional for carriers, so every demo booking path still works as shown.
      custom_fields: [
        { key: "seal_number", label: "Seal number", type: "text", max: 20 },
        {
          key: "temperature_setpoint",
          label: "Temperature setpoint (°F)",
          type: "number",
          min: -20,
          max: 70,
          load_type_ids: [reefer],
        },
        { key: "floor_loaded", label: "Floor-loaded", type: "boolean" },
        { key: "door_check", label: "Door check notes", type: "text", hidden_from_carrier: true },
      ],
      dock_closures: [
        {
          dock_ids: [byName(chicago.docks, "Door 2").id],
          start: inChicago(3, "10:00").toISO()!,
          end: inChicago(3, "14:00").toISO()!,
          reason: "door seal repair",
        },
      ],
    }),
  );
  const inBerlin = DateTime.fromJSDate(now).setZone(berlin.timezone).plus({ days: 1 }).startOf("day");
  const b = await updateFacilitySettings(
    db,
    ADMIN_CLI,
    updateSettingsInput.parse({
      facility_id: berlin.id,
      caps: [{ scope: "facility", period: "day", max_units: 400 }],
      custom_fields: [
        { key: "seal_number", label: "Seal number", type: "text", max: 20 },
        {
          key: "temperature_setpoint",
          label: "Temperature setpoint (°C)",
          type: "number",
          min: -25,
          max: 25,
          load_type_ids: [byName(berlin.load_types, "Refrigerated").id],
        },
      ],
      dock_closures: [
        {
          dock_ids: [berlin.docks[2].id],
          start: inBerlin.toISO()!,
          end: inBerlin.plus({ days: 1 }).toISO()!,
          reason: "forklift service",
        },
      ],
    }),
  );
  return { chicago: c.load_types, berlin: b.load_types };
}
