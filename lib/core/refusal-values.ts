// The values a refusal's sentence names, as fields of an error's details[0]
// and of availability's closed periods: clients word the refusal from its
// reason, cause and these, never from the English message.
import { z } from "zod";

export const NO_CAPACITY_CAUSES = ["docks_busy", "no_dock_for_load", "docks_closed", "held"] as const;
export type NoCapacityCause = (typeof NO_CAPACITY_CAUSES)[number];

export const refusalValues = z.object({
  cause: z.enum(NO_CAPACITY_CAUSES).optional().meta({
    description:
      "no_capacity: docks_busy (every dock that could take it is taken), no_dock_for_load (no dock takes this load type or direction), docks_closed (the docks that could take it are closed then, by a closure or their own hours), held (what is free is kept for other companies).",
  }),
  cap_id: z
    .uuid()
    .optional()
    .meta({ description: "cap_reached: the cap (get_facility_settings caps[].id)." }),
  limit: z.number().int().optional().meta({ description: "cap_reached: the cap's limit." }),
  limit_kind: z
    .enum(["appointments", "units"])
    .optional()
    .meta({ description: "cap_reached: what the limit counts (appointments, or units of quantity)." }),
  period: z.enum(["hour", "day"]).optional().meta({ description: "cap_reached: per local hour or day." }),
  scope: z
    .enum(["facility", "load_type", "carrier"])
    .optional()
    .meta({ description: "cap_reached: whose appointments the cap counts." }),
  load_type: z
    .string()
    .optional()
    .meta({ description: "cap_reached with scope load_type: the load type's name." }),
  closure_ids: z
    .array(z.string())
    .optional()
    .meta({
      description:
        "no_capacity with cause docks_closed: the dock closures in the way ([] : the docks' own hours).",
    }),
  dock_names: z
    .array(z.string())
    .optional()
    .meta({ description: "no_capacity with cause docks_closed: the docks closed then." }),
  closure_reason: z
    .string()
    .nullable()
    .optional()
    .meta({
      description: "no_capacity with cause docks_closed: the closure's reason as staff typed it, or null.",
    }),
  hold_label: z.string().optional().meta({ description: "no_capacity with cause held: the hold's label." }),
  needed_minutes: z
    .number()
    .int()
    .optional()
    .meta({ description: "too_short_for_load: the minutes the load needs, on the slot step." }),
  earliest: z.iso
    .datetime()
    .optional()
    .meta({ description: "too_soon: the earliest start the facility's notice allows now (UTC)." }),
  latest: z.iso
    .datetime()
    .optional()
    .meta({ description: "too_far_ahead: the latest start the facility's horizon allows now (UTC)." }),
  reference_id: z
    .string()
    .optional()
    .meta({ description: "duplicate_reference, reference_rejected: the reference refused." }),
});

export type RefusalValues = z.infer<typeof refusalValues>;
