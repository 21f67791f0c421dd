// get_facilities (extension): the facilities a staff member runs, with their
// docks, for the calendar's columns and the settings pages.
import { z } from "zod";
import { APPOINTMENT_TYPES } from "../core/vocabulary";
import { optional, uuid } from "../core/validation";
import { facilityLoadType } from "./search-schema";

export const getFacilitiesInput = z.object({}).meta({
  description:
    "Extension. The facilities the caller runs (staff: those they are assigned to; admins: all), with docks and load types, by name. Carriers: 403.",
});

/** A staff call's facility: one of those the caller runs, or all of them. */
export const runFacilityFilter = optional(uuid).meta({
  description: "One facility; absent: every facility the caller runs.",
});

export const facilityDock = z.object({
  id: z.uuid(),
  name: z.string(),
  directions: z
    .array(z.enum(APPOINTMENT_TYPES))
    .meta({ description: "The appointment types the dock serves." }),
  active: z
    .boolean()
    .meta({ description: "Inactive docks take no new appointments but keep the ones they have." }),
});

export const runFacility = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string(),
  country: z.string().meta({
    description:
      "ISO 3166 country code: drivers' numbers of this country are shown as they are dialled there.",
  }),
  instant_booking: z.boolean(),
  slot_step_minutes: z.number().int(),
  reminder_hours: z
    .number()
    .int()
    .meta({ description: "Hours before the start the carrier is reminded by e-mail; 0: no reminder." }),
  on_time_tolerance_minutes: z
    .number()
    .int()
    .meta({ description: "An arrival within this many minutes of the start, either side, is on time." }),
  docks: z.array(facilityDock).meta({ description: "In the facility's order." }),
  load_types: z.array(facilityLoadType).meta({ description: "Active load types, by name." }),
});

export const runFacilities = z.array(runFacility);

export type RunFacility = z.output<typeof runFacility>;
export type FacilityDock = z.output<typeof facilityDock>;
