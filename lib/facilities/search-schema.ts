// search_facilities (extension): the facilities a caller may book at, for the
// booking form's facility picker. Shared by the route, the browser and the
// OpenAPI document.
import { z } from "zod";
import { APPOINTMENT_TYPES } from "../core/vocabulary";
import { wordTranslationsRecord } from "../i18n/facility-words";

export const MAX_SEARCH_RESULTS = 50;

export const searchFacilitiesInput = z
  .object({
    query: z
      .string()
      .trim()
      .max(200, { error: "must be at most 200 characters" })
      .nullish()
      .transform((v) => v || undefined)
      .meta({
        description:
          "Words that must all appear in the facility's name or address, in any case. Absent: every bookable facility.",
      }),
  })
  .meta({
    description: `Extension. The facilities the caller may book at (carriers: those that accept carrier bookings; staff: their own; admins: all), by name, at most ${MAX_SEARCH_RESULTS}.`,
  });

export type SearchFacilitiesInput = z.output<typeof searchFacilitiesInput>;

export const facilityLoadType = z.object({
  id: z.uuid(),
  name: z.string(),
  name_translations: wordTranslationsRecord,
  duration_minutes: z
    .number()
    .int()
    .meta({ description: "The default length of an appointment of this load type." }),
  minutes_per_unit: z.number().int().meta({
    description:
      "Added per unit of quantity: a load needs duration_minutes + minutes_per_unit × quantity minutes, rounded up to the slot step (0: duration_minutes whatever the quantity).",
  }),
  directions: z
    .array(z.enum(APPOINTMENT_TYPES))
    .meta({ description: "The appointment types it applies to." }),
});

export const bookableFacility = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string().meta({ description: "IANA time zone; every local time of the facility is in it." }),
  address: z.string(),
  instant_booking: z.boolean().meta({
    description: "true: a request is Scheduled at once; false: it is Requested until staff approve it.",
  }),
  carrier_instructions: z.string(),
  load_types: z.array(facilityLoadType).meta({ description: "Active load types, by name." }),
});

export type FacilityLoadType = z.infer<typeof facilityLoadType>;
export type BookableFacility = z.infer<typeof bookableFacility>;
