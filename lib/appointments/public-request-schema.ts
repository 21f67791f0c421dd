// request_public_appointment (extension, public): a booking through a
// facility's public link, by someone without an account. The request's own
// fields and rules, with a contact e-mail that is required.
import { z } from "zod";
import { email, optional } from "../core/validation";
import { slugSchema } from "../facilities/slug";
import { checkRequestFields, facilityAppointment, requestAppointmentFields } from "../record/schema";

export const publicRequestInput = requestAppointmentFields
  .pick({
    scheduled_start_time: true,
    scheduled_end_time: true,
    type: true,
    carrier: true,
    carrier_phone: true,
    carrier_driver: true,
    carrier_driver_phone: true,
    driver_sms_consent: true,
    trailer_number: true,
    quantity: true,
    units: true,
    order_info: true,
    carrier_notes: true,
    load_type_ids: true,
    loading_type: true,
    custom_fields: true,
  })
  .extend({
    slug: slugSchema.meta({ description: "The facility's public link: /f/<slug>." }),
    carrier_email: email.meta({
      description: "Where the confirmation, changes and the appointment's manage link are sent.",
    }),
    website: optional(z.string().max(500)).meta({
      description: "Leave absent or empty: a field people never see, that automated form-fillers fill in.",
    }),
  })
  .superRefine(checkRequestFields)
  .meta({
    description:
      "Extension, public: no token. Books through a facility's public link (Requested, or Scheduled where the link books instantly). Limited per client address, and per contact e-mail: a few open bookings per facility a day.",
  });

export type PublicRequestInput = z.output<typeof publicRequestInput>;

export const publicRequestResult = z.object({
  appointment: facilityAppointment,
  manage_url: z.string().meta({
    description: "The appointment's own link (/a/<token>): see, reschedule or cancel it without an account.",
  }),
});

export type PublicRequestResult = z.input<typeof publicRequestResult>;
