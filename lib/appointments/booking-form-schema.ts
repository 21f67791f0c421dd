// The booking form's fields: the API's own request fields (picked, not
// re-described), so the browser refuses exactly what the API would.
import { z } from "zod";
import { phone } from "../core/validation";
import { requestAppointmentFields } from "../record/schema";

export const bookingFormSchema = requestAppointmentFields
  .pick({
    facility_id: true,
    type: true,
    load_type_ids: true,
    scheduled_start_time: true,
    scheduled_end_time: true,
    carrier: true,
    carrier_phone: true,
    carrier_emails: true,
    carrier_driver: true,
    quantity: true,
    units: true,
    carrier_notes: true,
    driver_sms_consent: true,
  })
  .extend({
    // The driver's phone is optional, and an empty box is no number: the API's phone check applies to what is typed.
    carrier_driver_phone: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(phone.optional()),
    // The API's rule against repeated references (requestAppointmentInput),
    // on the list itself: an object-level refinement would wait until every
    // other field is valid, and the dispatcher should see it on the line now.
    order_info: requestAppointmentFields.shape.order_info.superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (item.reference_id && seen.has(item.reference_id)) {
          ctx.addIssue({
            code: "custom",
            path: [i, "reference_id"],
            message: "is already listed",
            params: { reason: "duplicate" },
          });
        }
        seen.add(item.reference_id);
      });
    }),
  });

export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingFormOutput = z.output<typeof bookingFormSchema>;
