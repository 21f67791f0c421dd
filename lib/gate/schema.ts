// The gate's operations (extension): a tablet at a facility's gate checks
// trucks in by confirmation code, QR code or order reference, registers a
// truck without an appointment, and follows it to its door; staff make and
// revoke the gate devices' links.
import { z } from "zod";
import { optional, phone, requiredText, text, uuid } from "../core/validation";
import { APPOINTMENT_TYPES } from "../core/vocabulary";
import { wordTranslationsRecord } from "../i18n/facility-words";
import { slugSchema } from "../facilities/slug";

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
    trailer_number: optional(text(50)).meta({
      description: "The truck's or trailer's plate or number, for staff to find it in the yard.",
    }),
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

// The gate on a driver's own phone (/gate/<slug>/me): the tablet's inputs, with the facility named by its
// slug, as its public link names it. Only where that link is on; anywhere else the facility is not found.
const gateSlug = slugSchema.meta({ description: "The facility's slug, as in its public link /f/<slug>." });
const onPhone = (what: string) =>
  `Extension, gate on the driver's own phone, public: no token. ${what} Only at a facility whose public link is on; elsewhere, and for a slug that names none, 404.`;

export const phoneCheckInInput = gateCheckInInput
  .omit({ facility_id: true })
  .extend({ slug: gateSlug })
  .meta({
    description: onPhone(
      "Checks a truck in as gate_check_in does, with its answers and refusals. Wrong codes count against this phone's allowance (its cookie) and its network address's, each a gate device's (past either, 429).",
    ),
  });
export type PhoneCheckInInput = z.output<typeof phoneCheckInInput>;

export const phoneStatusInput = gateStatusInput
  .omit({ facility_id: true })
  .extend({
    slug: gateSlug,
    confirmation_code: requiredText(20).meta({
      description: "The appointment's confirmation code, as the check-in answered it.",
    }),
  })
  .meta({
    description: onPhone(
      "The appointment this phone checked in, as gate_status shows it; its id and code must both match.",
    ),
  });
export type PhoneStatusInput = z.output<typeof phoneStatusInput>;

export const phoneWorkInInput = gateWorkInInput
  .omit({ facility_id: true })
  .extend({ slug: gateSlug })
  .meta({
    description: onPhone("A truck without an appointment asks for a visit, as gate_request_work_in."),
  });
export type PhoneWorkInInput = z.output<typeof phoneWorkInInput>;
