// The values a refusal's sentence names, as fields of an error's details[0]
// and of availability's closed periods: clients word the refusal from its
// reason, cause and these, never from the English message.
import { z } from "zod";

export const NO_CAPACITY_CAUSES = ["docks_busy", "no_dock_for_load", "docks_closed", "held"] as const;
export type NoCapacityCause = (typeof NO_CAPACITY_CAUSES)[number];

/** A value only some refusals carry. */
const carried = <T extends z.ZodType>(schema: T, description: string) =>
  schema.optional().meta({ description });

export const refusalValues = z.object({
  cause: carried(
    z.enum(NO_CAPACITY_CAUSES),
    "no_capacity: docks_busy (every dock that could take it is taken), no_dock_for_load (no dock takes this load type or direction), docks_closed (the docks that could take it are closed then, by a closure or their own hours), held (what is free is kept for other companies).",
  ),
  cap_id: carried(z.uuid(), "cap_reached: the cap (get_facility_settings caps[].id)."),
  limit: carried(z.number().int(), "cap_reached: the cap's limit."),
  limit_kind: carried(
    z.enum(["appointments", "units"]),
    "cap_reached: what the limit counts (appointments, or units of quantity).",
  ),
  period: carried(z.enum(["hour", "day"]), "cap_reached: per local hour or day."),
  scope: carried(
    z.enum(["facility", "load_type", "carrier"]),
    "cap_reached: whose appointments the cap counts.",
  ),
  load_type: carried(z.string(), "cap_reached with scope load_type: the load type's name."),
  closure_ids: carried(
    z.array(z.string()),
    "no_capacity with cause docks_closed: the dock closures in the way ([] : the docks' own hours).",
  ),
  dock_names: carried(z.array(z.string()), "no_capacity with cause docks_closed: the docks closed then."),
  closure_reason: carried(
    z.string().nullable(),
    "no_capacity with cause docks_closed: the closure's reason as staff typed it, or null.",
  ),
  hold_label: carried(z.string(), "no_capacity with cause held: the hold's label."),
  needed_minutes: carried(
    z.number().int(),
    "too_short_for_load: the minutes the load needs, on the slot step.",
  ),
  earliest: carried(z.iso.datetime(), "too_soon: the earliest start the facility's notice allows now (UTC)."),
  latest: carried(
    z.iso.datetime(),
    "too_far_ahead: the latest start the facility's horizon allows now (UTC).",
  ),
  reference_id: carried(z.string(), "duplicate_reference, reference_rejected: the reference refused."),
});

export type RefusalValues = z.infer<typeof refusalValues>;
