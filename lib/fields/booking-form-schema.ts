// get_facility_booking_form (extension): the custom fields a booking form asks
// of its caller. The public page gets the same list inside get_public_facility.
import { z } from "zod";
import { uuid } from "../core/validation";
import { CUSTOM_FIELD_TYPES } from "./schema";
import { wordTranslationsRecord } from "../i18n/facility-words";

export const bookingFormInput = z.object({ facility_id: uuid }).meta({
  description:
    "Extension. The facility's active custom fields that the caller fills when booking, in order: carriers get the ones not hidden from them, with required_for_carrier; staff all of them, with required_for_staff. Carriers where the facility takes carrier bookings; its staff and admins.",
});

export const bookingFormField = z.object({
  key: z.string().meta({ description: "Send the answer as custom_fields.<key>." }),
  label: z.string(),
  label_translations: wordTranslationsRecord,
  type: z.enum(CUSTOM_FIELD_TYPES),
  choices: z.array(z.string()).meta({ description: "choice and multi_choice: the answers offered." }),
  choice_translations: z.array(wordTranslationsRecord).meta({
    description: "Extension. Each choice per language, in the order of choices; send the choice as typed.",
  }),
  min: z
    .number()
    .nullable()
    .meta({ description: "number: the smallest value; text: the fewest characters." }),
  max: z.number().nullable().meta({ description: "number: the largest value; text: the most characters." }),
  required: z.boolean().meta({ description: "This caller must answer it (a 400 required otherwise)." }),
  load_type_ids: z
    .array(z.uuid())
    .meta({ description: "Asked only of bookings with one of these load types; []: of every booking." }),
});
export type BookingFormField = z.output<typeof bookingFormField>;

export const bookingForm = z.object({
  facility_id: z.uuid(),
  custom_fields: z.array(bookingFormField),
});
export type BookingForm = z.output<typeof bookingForm>;
