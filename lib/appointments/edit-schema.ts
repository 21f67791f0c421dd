// Extension operations that edit an appointment: reschedule it, or change its
// dock and yard details. Beside schema.ts; same conventions.
import { z } from "zod";
import { dateTime, multilineText, optional, requiredText, text, uuid } from "../core/validation";
import { checkInterval } from "../record/schema";
import { customFieldValuesInput } from "../fields/schema";

export const rescheduleInput = z
  .object({
    id: uuid.meta({ description: "The appointment's id." }),
    scheduled_start_time: dateTime,
    scheduled_end_time: dateTime,
    override_reason: optional(requiredText(500)).meta({
      description:
        "Staff and admins only (a 400 for others): move it past a cap, a hold, a dock closure, dock hours or too_short_for_load, for this reason, kept in the history.",
    }),
  })
  .superRefine(checkInterval)
  .meta({
    description: [
      "Extension. Moves a Requested or Scheduled appointment to a new time under the same rules as a new request",
      "(open hours, closed dates, notice, horizon, the facility's rules for its load, capacity); keeps its id, confirmation code and history, and its dock when that is free.",
      "Carriers: their own company's appointments, outside the facility's cut-off (409 inside_cutoff); at a facility without instant booking",
      "a carrier's reschedule goes back to Requested. Answers the updated FacilityAppointment.",
    ].join(" "),
  });
export type RescheduleInput = z.output<typeof rescheduleInput>;

/** A text field that "" clears (null means absent, as everywhere in the API). */
const clearable = (max: number) => optional(text(max)).transform((v) => (v === "" ? null : v));

export const updateAppointmentInput = z
  .object({
    id: uuid.meta({ description: "The appointment's id." }),
    dock: optional(requiredText(100)).meta({
      description:
        "Staff. A dock's name: moves the appointment there when that dock serves its type (400 wrong_direction) and, as for a booking, takes its load, is open and free then (409 no_capacity with its cause, cap_reached).",
    }),
    override_reason: optional(requiredText(500)).meta({
      description:
        "Staff and admins only (a 400 for others): with dock, move it past a dock closure, dock hours, a cap or too_short_for_load (never onto a dock that does not take its load or is taken), for this reason, kept in the history.",
    }),
    trailer_number: clearable(50).meta({ description: 'Staff and the carrier. "" clears.' }),
    seal_number: clearable(50).meta({ description: 'Staff and the carrier. "" clears.' }),
    estimated_start_datetime: optional(z.union([dateTime, z.literal("")]))
      .transform((v) => (v === "" ? null : v))
      .meta({
        description: 'Staff and the carrier: the carrier\'s ETA. "" clears.',
      }),
    carrier_driver_phone: clearable(40).meta({
      description:
        'Staff and the carrier. The driver\'s own phone, read as the request reads it (400 invalid_phone); "" clears it. A new number is texted only with driver_sms_consent true sent beside it.',
    }),
    driver_sms_consent: optional(z.boolean({ error: "must be true or false" })).meta({
      description:
        "Staff and the carrier. true: the driver agreed to texts about this appointment on its driver's phone; false takes the consent back. Without a phone it stays false.",
    }),
    forklift: clearable(100).meta({ description: 'Staff. "" clears.' }),
    notes: optional(multilineText(2000)).meta({
      description: 'Staff. Facility-internal; carriers always read "".',
    }),
    public_notes: optional(multilineText(2000)).meta({ description: "Staff. Shown to the carrier." }),
    custom_fields: customFieldValuesInput.meta({
      description:
        'Staff and the carrier (not fields hidden from carriers). Extension. The answers sent replace the stored ones; null or "" clears one; answers not sent stay as booked.',
    }),
  })
  .meta({
    description:
      "Extension. Changes the fields sent, and records what changed; answers the updated FacilityAppointment.",
  });
export type UpdateAppointmentInput = z.output<typeof updateAppointmentInput>;

/** Fields a carrier may change on its own appointments. */
export const CARRIER_FIELDS: ReadonlySet<string> = new Set([
  "trailer_number",
  "seal_number",
  "estimated_start_datetime",
  "custom_fields",
  "carrier_driver_phone",
  "driver_sms_consent",
]);
