// The gate's operations (extension): a tablet at a facility's gate checks
// trucks in by confirmation code, QR code or order reference, registers a
// truck without an appointment, and follows it to its door; staff make and
// revoke the gate devices' links.
import { z } from "zod";
import { optional, phone, requiredText, text, uuid } from "../core/validation";
import { APPOINTMENT_TYPES } from "../core/vocabulary";
import { wordTranslationsRecord } from "../i18n/facility-words";

const facilityId = uuid.meta({ description: "The facility whose gate this is." });

export const gateCheckInInput = z
  .object({
    facility_id: facilityId,
    code: requiredText(300).meta({
      description:
        "What the driver scanned or typed: the confirmation code (spaces and dashes ignored, any case), the text of the appointment's QR code (a /gate/<slug>?code=<code> link), or an order reference (PO) of a Scheduled appointment there within 24 hours of now.",
    }),
  })
  .meta({
    description: [
      "Extension, gate. Checks a truck in: Scheduled -> Arrived with checked_in_at now, as staff's check_in (history, events, e-mail, webhooks).",
      "Callers: the facility's staff, or a gate device of that facility (its cookie, or Authorization: Bearer gate_...).",
      "Already checked in: answers the appointment again with already_checked_in true.",
      "No appointment of that code or reference at this facility: 404 (each counts against the device's wrong-code allowance; past it, 429).",
      "Cancelled, declined, no-show, not yet approved or already finished: 409 with reason not_checkable.",
    ].join(" "),
  });
export type GateCheckInInput = z.output<typeof gateCheckInInput>;

export const gateStatusInput = z
  .object({
    facility_id: facilityId,
    appointment_id: uuid.meta({ description: "The appointment checked in." }),
  })
  .meta({
    description:
      "Extension, gate. The driver's view of an appointment at this gate, polled after check-in: its status and door.",
  });
export type GateStatusInput = z.output<typeof gateStatusInput>;

export const gateWorkInInput = z
  .object({
    facility_id: facilityId,
    carrier: requiredText(200).meta({ description: "The driver's company." }),
    type: z.enum(APPOINTMENT_TYPES, { error: `must be one of ${APPOINTMENT_TYPES.join(", ")}` }),
    reference: requiredText(100).meta({ description: "An order reference (PO, load number)." }),
    carrier_phone: phone.meta({ description: "A phone number staff can call the driver on." }),
    carrier_driver: optional(text(200)),
    driver_sms_consent: z.boolean().default(false).meta({
      description:
        "true: the driver agrees to texts about this visit on carrier_phone (its door, being called in), read as carrier_driver_phone is.",
    }),
  })
  .meta({
    description:
      "Extension, gate. A truck without an appointment asks to be worked in: a Requested work-in (is_work_in true) starting now for 60 minutes, on a free dock if there is one, for staff to approve (then the gate checks it in).",
  });
export type GateWorkInInput = z.output<typeof gateWorkInInput>;

export const PUNCTUALITY = ["early", "on_time", "late"] as const;

export const gateAppointment = z.object({
  appointment_id: z.uuid(),
  confirmation_code: z.string(),
  carrier: z.string().nullable(),
  type: z.enum(APPOINTMENT_TYPES),
  status: z.string(),
  is_work_in: z.boolean(),
  scheduled_start_time: z.iso.datetime(),
  scheduled_end_time: z.iso.datetime(),
  checked_in_at: z.iso.datetime().nullable(),
  dock: z
    .string()
    .nullable()
    .meta({ description: "The door to go to; null while staff have not given one." }),
  dock_translations: wordTranslationsRecord.meta({
    description: "Extension. The door's name per language, for the driver's; {} without a door.",
  }),
  time_zone: z.string().meta({ description: "The facility's IANA time zone." }),
  punctuality: z.enum(PUNCTUALITY).nullable().meta({
    description:
      "Arrival against scheduled_start_time, within the facility's on-time tolerance either side; null before arrival and for work-ins.",
  }),
  minutes_from_start: z
    .number()
    .int()
    .nullable()
    .meta({ description: "checked_in_at minus scheduled_start_time in whole minutes (negative: early)." }),
  already_checked_in: z.boolean().meta({ description: "The truck was checked in before this call." }),
});
export type GateAppointment = z.infer<typeof gateAppointment>;

export const facilityIdInput = z.object({ facility_id: facilityId });
export const gateLinkIdInput = z.object({ id: uuid.meta({ description: "The gate link's id." }) });
