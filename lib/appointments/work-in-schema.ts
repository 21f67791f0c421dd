// create_work_in (extension): staff record a truck that arrived without an
// appointment. The request's fields, described once in schema.ts, mostly optional.
import { z } from "zod";
import { MAX_DURATION_MINUTES, MIN_DURATION_MINUTES } from "../core/vocabulary";
import { phone, multilineText, optional, requiredText, wholeNumber, text } from "../core/validation";
import { checkReferences, requestAppointmentFields } from "../record/schema";

const f = requestAppointmentFields.shape;

export const createWorkInInput = z
  .object({
    facility_id: f.facility_id,
    type: f.type,
    carrier: f.carrier,
    carrier_phone: optional(phone),
    quantity: optional(f.quantity),
    units: optional(f.units),
    order_info: optional(f.order_info),
    carrier_emails: f.carrier_emails,
    carrier_driver: f.carrier_driver,
    carrier_driver_phone: f.carrier_driver_phone,
    driver_sms_consent: f.driver_sms_consent,
    carrier_notes: f.carrier_notes,
    shipper_receiver: f.shipper_receiver,
    loading_type: f.loading_type,
    load_type_ids: f.load_type_ids,
    custom_fields: f.custom_fields,
    duration_minutes: optional(wholeNumber(MIN_DURATION_MINUTES, MAX_DURATION_MINUTES)).meta({
      description:
        "How long the truck will hold a dock. Default: the longest of its load types' durations, else 60.",
    }),
    trailer_number: optional(text(50)),
    seal_number: optional(text(50)),
    notes: optional(multilineText(2000)).meta({ description: "Facility-internal." }),
    override_reason: optional(requiredText(500)).meta({
      description:
        "Record it past a refused or duplicate reference (reference checks), for this reason, kept in the history.",
    }),
  })
  .superRefine(checkReferences)
  .meta({
    description: [
      "Extension, staff only. Records an unscheduled arrival: is_work_in true, status Arrived, checked_in_at and scheduled_start_time now,",
      "on the first free dock serving its type, or on none when every dock is taken (it is recorded all the same; assign a dock later",
      "with update_facility_appointment). No open-hours or notice rules apply: the truck is here. Honours Idempotency-Key like the request.",
    ].join(" "),
  });
export type CreateWorkInInput = z.output<typeof createWorkInInput>;
