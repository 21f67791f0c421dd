// The manage link's operations (extension, public): whoever holds an
// appointment's link (/a/<token>) reads it, finds new times, moves or cancels
// it, changes its answers to the facility's questions; the token in the body
// is the whole authority. And the lost-link form.
import { z } from "zod";
import { dateTime, email, fullDate, multilineText, optional } from "../core/validation";
import { updateAppointmentInput } from "./edit-schema";
import { availability } from "../availability/schema";
import { MAX_LIST_RANGE_DAYS } from "../core/vocabulary";
import { facilityAppointment } from "../record/schema";
import { wordTranslationsRecord } from "../i18n/facility-words";
import { bookingFormField } from "../fields/booking-form-schema";
import { NOT_CHANGEABLE_REASONS } from "./changeable";

const token = z
  .string({ error: "is required" })
  .trim()
  .min(1, { error: "is required" })
  .max(200, { error: "must be at most 200 characters" })
  .meta({ description: "The token of the appointment's manage link, /a/<token>." });

export const manageTokenInput = z.object({ token }).meta({
  description:
    "Extension, public: the manage link's token instead of a token header. The appointment, with its facility.",
});

export const managedAvailabilityInput = z
  .object({
    token,
    start: fullDate.meta({ description: "First day, YYYY-MM-DD, in the facility's time zone." }),
    end: fullDate.meta({ description: "Last day (inclusive); at most 31 days from start." }),
  })
  .superRefine((v, ctx) => {
    const days = (Date.parse(v.end) - Date.parse(v.start)) / 86_400_000 + 1;
    if (days < 1 || days > MAX_LIST_RANGE_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: `must be from start to ${MAX_LIST_RANGE_DAYS} days after it`,
        params: { reason: days < 1 ? "end_before_start" : "range_too_long" },
      });
  })
  .meta({
    description:
      "Extension, public. The times the appointment could move to: same type and length, its own time counted free.",
  });

export const managedRescheduleInput = z
  .object({
    token,
    scheduled_start_time: dateTime.meta({
      description: "The new start; the appointment keeps its length. Checked as a request is.",
    }),
  })
  .meta({
    description:
      "Extension, public. Moves the appointment, up to the facility's cut-off before its start; where staff approve requests, it waits for approval again.",
  });

export const managedCancelInput = z
  .object({ token, note: optional(multilineText(2000)).meta({ description: "Why, for the facility." }) })
  .meta({
    description: "Extension, public. Cancels the appointment, up to the facility's cut-off before its start.",
  });

export const managedUpdateInput = z
  .object({
    token,
    carrier_driver_phone: updateAppointmentInput.shape.carrier_driver_phone,
    driver_sms_consent: updateAppointmentInput.shape.driver_sms_consent,
    custom_fields: optional(z.record(z.string(), z.unknown())).meta({
      description:
        'The answers to change, {key: value}, of the fields in answerable_fields only (any other key, a hidden one too, is a 400 unknown_field). null or "" clears an answer (a 400 required for a field the carrier must answer); answers not sent, and the ones to fields hidden from carriers, stay as they are.',
    }),
  })
  // Nothing to change is a mistake in the request, as it was before the driver's phone could be sent.
  .superRefine((v, ctx) => {
    if (
      v.custom_fields === undefined &&
      v.carrier_driver_phone === undefined &&
      v.driver_sms_consent === undefined
    )
      ctx.addIssue({
        code: "custom",
        path: ["custom_fields"],
        message: "is required (or carrier_driver_phone, driver_sms_consent)",
        params: { reason: "required" },
      });
  })
  .meta({
    description:
      "Extension, public. Changes the appointment's answers to the facility's questions and the driver's phone for texts with the driver's consent, checked as update_facility_appointment checks a carrier's; up to the facility's cut-off before its start, while it is Requested or Scheduled (409 inside_cutoff, invalid_transition). Recorded in the history as the manage link's change.",
  });

export const managedAppointment = z.object({
  appointment: facilityAppointment,
  facility: z.object({
    name: z.string(),
    address: z.string(),
    carrier_instructions: z.string(),
    time_zone: z.string(),
    cancel_cutoff_minutes: z.number().int(),
    custom_fields: z
      .array(
        z.object({
          key: z.string(),
          label: z.string(),
          label_translations: wordTranslationsRecord,
          choices: z.array(z.string()),
          choice_translations: z.array(wordTranslationsRecord),
        }),
      )
      .meta({
        description:
          "Extension. The labels (and choices) of the facility's questions the carrier may see, for the answers.",
      }),
  }),
  dock_translations: wordTranslationsRecord.meta({
    description: "Extension. The appointment's dock's name per language; {} without a dock.",
  }),
  answerable_fields: z.array(bookingFormField).meta({
    description:
      "Extension. The facility's questions the link's holder answers for this appointment's load types, as get_facility_booking_form gives them to carriers: the ones update_managed_appointment takes.",
  }),
  driver_sms_consent: z.boolean().meta({
    description:
      "Extension. Whether the driver agreed to texts about this appointment on its driver's phone.",
  }),
  changeable: z.boolean().meta({
    description: "Whether it can still be rescheduled, cancelled or its answers changed here.",
  }),
  why_not: z
    .string()
    .nullable()
    .meta({ description: "When it cannot: why, in an English sentence for the carrier." }),
  why_not_reason: z.enum(NOT_CHANGEABLE_REASONS).nullable().meta({
    description:
      "When it cannot, why, for a program to word: status (it is past Scheduled), started, or cutoff (inside the facility's cancel_cutoff_minutes).",
  }),
  gate_url: z.string().meta({
    description:
      "What the appointment's QR code holds: the facility's gate page with the confirmation code (/gate/<slug>?code=<code>).",
  }),
});

export type ManagedAppointment = z.infer<typeof managedAppointment>;

export const managedAvailability = availability;

export const lostLinkInput = z
  .object({
    confirmation_code: z
      .string({ error: "is required" })
      .trim()
      .toUpperCase()
      .regex(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/, {
        error: "must be the 8 characters of a confirmation code",
      }),
    email: email.meta({ description: "An e-mail address the booking was made with." }),
  })
  .meta({
    description:
      "Extension, public. Sends the appointment's manage link to `email` when it is one of the booking's addresses. The answer is the same either way.",
  });

export const lostLinkResult = z.object({
  message: z.string().meta({ description: "The same sentence whether or not anything was sent." }),
});
