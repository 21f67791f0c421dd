// The requests of the Scheduling Standards Consortium's appointment API (SSC
// v1.1.1) that Dockside serves under /ssc/, as zod schemas: what a request that
// does not fit them is refused for (HTTP 400). Which of their identifiers and
// options Dockside can act on is ./appointments.ts's to say.
import { z } from "zod";
import { emailList, phone, requiredText, storableText } from "../core/validation";
import { UNITS } from "../core/vocabulary";

const sscText = z
  .string()
  .refine(storableText, { error: "may not hold NUL characters or unpaired surrogates" });

export const SSC_APPOINTMENT_TYPES = [
  "AUTOMATIC",
  "DEFERRED",
  "FCFS",
  "CARRIER_CONFIRMATION_REQUIRED",
] as const;
export const LOADING_TYPES = ["LIVE", "DROP"] as const;

const address = z
  .object({
    streetAddress: sscText,
    region: sscText,
    locality: sscText,
    country: sscText,
    postalCode: sscText,
  })
  .partial();

/** Every identifier the standard names, in one object: commonIdentifiers, appointmentId or requestIdentifier. */
export const identifiers = z
  .object({
    primaryReferenceNumber: sscText,
    poNumber: sscText,
    bolNumber: sscText,
    stopSequenceNumber: z.number().int().min(0),
    locationId: sscText,
    locationAddress: address,
    appointmentId: sscText,
    requestIdentifier: sscText,
  })
  .partial()
  .strict();
export type Identifiers = z.output<typeof identifiers>;

const fullDate = z.iso.date({ error: "must be a date as YYYY-MM-DD" });

const named = z.object({ id: sscText.optional(), name: sscText });

export const arrivalWindow = z.object({
  startDateTime: z.iso.datetime({ offset: true, error: "must be an RFC 3339 date-time with an offset" }),
  duration: z.iso.duration({ error: "must be an ISO 8601 duration such as PT1H" }),
});

export const preferredAppointment = z
  .object({
    id: sscText,
    appointmentType: z.enum(SSC_APPOINTMENT_TYPES),
    arrivalWindow,
    dockGroup: named,
    dockDoor: named,
    loadingType: z.enum(LOADING_TYPES),
  })
  .partial()
  .refine((v) => v.id !== undefined || v.arrivalWindow !== undefined, {
    error: "needs an id (an available appointment's) or an arrivalWindow",
  });

/**
 * Dockside's own property (the standard allows custom ones): what a booking needs that the standard has no
 * place for. carrierName defaults to a carrier token's company.
 */
export const bookingDetails = z
  .object({
    carrierName: requiredText(200),
    carrierPhone: phone,
    quantity: z.number().int().min(1).max(100000),
    units: z.enum(UNITS),
    carrierEmails: emailList,
  })
  .partial()
  .strict();

const reasonAndComment = { reasonCode: sscText.optional(), comment: sscText.optional() };

export const fetchAvailableInput = z.object({
  identifiers,
  dateRestrictions: z
    .union([z.object({ startDate: fullDate, endDate: fullDate }), z.object({ exactDate: fullDate })])
    .optional(),
});

export const scheduleInput = z.object({
  identifiers,
  preferredAppointment,
  ...reasonAndComment,
  bookingDetails: bookingDetails.optional(),
});

export const rescheduleInput = z.object({ identifiers, preferredAppointment, ...reasonAndComment });

export const cancelInput = z.object({ identifiers, ...reasonAndComment });

export const detailsInput = z.object({ identifiers });

export const WEBHOOK_EVENT_TYPES = ["appointment-changed", "fetch-available-appointments"] as const;

export const subscriptionInput = z.object({
  subscriptionId: sscText.optional(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  callbackUrl: z.url({ error: "must be a URL" }).optional(),
});
