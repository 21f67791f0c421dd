// What a facility's public booking link shows anyone who has it: the facility
// as a carrier needs it, nothing of its staff, docks or other bookings.
import { z } from "zod";
import { APPOINTMENT_TYPES } from "../core/vocabulary";
import { slugSchema } from "./slug";
import { facilityLoadType } from "./search-schema";
import { bookingFormField } from "../fields/booking-form-schema";

export const publicFacilityInput = z
  .object({ slug: slugSchema.meta({ description: "The facility's link: /f/<slug>." }) })
  .meta({
    description:
      "Extension, public: no token. The facility behind a public booking link; 404 when the link is off or unknown.",
  });

export const publicFacility = z.object({
  slug: z.string(),
  name: z.string(),
  time_zone: z.string().meta({ description: "IANA time zone; every local time of the facility is in it." }),
  address: z.string(),
  carrier_instructions: z.string(),
  booking: z.enum(["requests", "instant"]).meta({
    description: "requests: a booking waits for the facility's approval; instant: it is confirmed at once.",
  }),
  directions: z
    .array(z.enum(APPOINTMENT_TYPES))
    .meta({ description: "The appointment types its docks take." }),
  load_types: z.array(facilityLoadType).meta({ description: "Active load types, by name." }),
  cancel_cutoff_minutes: z.number().int().meta({
    description: "Bookings can be changed or cancelled up to this long before their start.",
  }),
  custom_fields: z.array(bookingFormField).meta({
    description:
      "Extension. The facility's own questions, in order, as get_facility_booking_form answers carriers.",
  }),
});

export type PublicFacility = z.infer<typeof publicFacility>;
