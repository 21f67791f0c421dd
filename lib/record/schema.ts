// The API's fields, described once. These schemas validate requests, drive the
// booking form (zodResolver) and produce the OpenAPI document.
import { z } from "zod";
import {
  dateTime,
  fullDate,
  phone,
  email,
  emailList,
  multilineText,
  optional,
  requiredText,
  uuid,
  wholeNumber,
  text,
} from "../core/validation";
import { customFieldValuesInput, customFieldValuesRecord } from "../fields/schema";
import {
  APPOINTMENT_TYPES,
  CANCELLED_REASONS,
  LOADING_TYPES,
  MAX_DURATION_MINUTES,
  MAX_LIST_RANGE_DAYS,
  MIN_DURATION_MINUTES,
  REPETITION_TYPES,
  STATUSES,
  UNITS,
} from "../core/vocabulary";

export const orderInfoItem = z.object({ reference_id: requiredText(100) });

export const requestAppointmentFields = z.object({
  facility_id: uuid,
  scheduled_start_time: dateTime,
  scheduled_end_time: dateTime,
  type: z.enum(APPOINTMENT_TYPES, { error: "must be Inbound or Outbound" }),
  carrier: requiredText(200),
  carrier_phone: phone,
  quantity: wholeNumber(1, 100000),
  units: z.enum(UNITS, { error: "must be Pallets or Boxes" }),
  order_info: z
    .array(orderInfoItem)
    .min(1, { error: "needs at least one reference" })
    .max(100, { error: "may hold at most 100 references" }),
  carrier_email: optional(email).meta({ deprecated: true, description: "Deprecated: use carrier_emails." }),
  carrier_emails: optional(emailList),
  carrier_driver: optional(text(200)),
  shipper_emails: optional(emailList),
  receiver_emails: optional(emailList),
  // Extensions (ours, beyond the service document).
  loading_type: optional(z.enum(LOADING_TYPES, { error: "must be Live or Drop" })).meta({
    description: "Extension. Default Live.",
  }),
  carrier_notes: optional(multilineText(2000)).meta({ description: "Extension." }),
  carrier_driver_phone: optional(phone).meta({
    description:
      "Extension. The driver's own phone, stored as E.164 (read with the facility's country when it has no +country code; 400 invalid_phone otherwise).",
  }),
  driver_sms_consent: optional(z.boolean({ error: "must be true or false" })).meta({
    description:
      "Extension. true: the driver agreed to be texted on carrier_driver_phone (booking, door, replies). Without it no text is sent.",
  }),
  trailer_number: optional(text(40)).meta({ description: "Extension. Trailer or truck number, when known." }),
  shipper_receiver: optional(text(200)).meta({ description: "Extension." }),
  load_type_ids: optional(z.array(uuid).max(20, { error: "may hold at most 20 load types" })).meta({
    description:
      "Extension. Only a dock that takes all of them is given; their time per unit sets the length needed.",
  }),
  override_reason: optional(requiredText(500)).meta({
    description:
      "Extension. Staff and admins only (a 400 for others): book past a cap, a hold, a dock closure, dock hours or too_short_for_load, for this reason, kept in the history.",
  }),
  custom_fields: customFieldValuesInput,
});

/** The request's rule between the two times, for every operation that takes them. */
type Interval = { scheduled_start_time: string; scheduled_end_time: string };

export function checkInterval(v: Interval, ctx: z.RefinementCtx): void {
  const minutes = (Date.parse(v.scheduled_end_time) - Date.parse(v.scheduled_start_time)) / 60_000;
  if (minutes <= 0) {
    ctx.addIssue({
      code: "custom",
      path: ["scheduled_end_time"],
      message: "must be after scheduled_start_time",
      params: { reason: "end_before_start" },
    });
  } else if (minutes < MIN_DURATION_MINUTES || minutes > MAX_DURATION_MINUTES) {
    ctx.addIssue({
      code: "custom",
      path: ["scheduled_end_time"],
      message: "must be 5 minutes to 24 hours after scheduled_start_time",
      params: { reason: "duration_out_of_range" },
    });
  }
}

/** Each reference_id once: a repeat names the first. */
export function checkReferences(v: { order_info?: { reference_id: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Map<string, number>();
  v.order_info?.forEach((item, i) => {
    if (seen.has(item.reference_id)) {
      ctx.addIssue({
        code: "custom",
        path: ["order_info", i, "reference_id"],
        message: `repeats order_info[${seen.get(item.reference_id)}].reference_id`,
        params: { reason: "duplicate" },
      });
    } else seen.set(item.reference_id, i);
  });
}

/** Rules between fields; the clock-dependent one (in the past) is checked by the service. */
export function checkRequestFields(
  v: { scheduled_start_time: string; scheduled_end_time: string; order_info?: { reference_id: string }[] },
  ctx: z.RefinementCtx,
): void {
  checkInterval(v, ctx);
  checkReferences(v, ctx);
}

export const requestAppointmentInput = requestAppointmentFields.superRefine(checkRequestFields);

export type RequestAppointmentInput = z.output<typeof requestAppointmentInput>;

export const modifiedRange = z.object({ start: dateTime, end: dateTime });

export const listAppointmentsInput = z
  .object({
    facility_id: uuid,
    start: optional(fullDate),
    end: optional(fullDate),
    start_created_at: optional(dateTime),
    end_created_at: optional(dateTime),
    modified_range: optional(modifiedRange),
  })
  .superRefine((v, ctx) => {
    const scheduled = v.start !== undefined || v.end !== undefined;
    const created = v.start_created_at !== undefined || v.end_created_at !== undefined;
    const modified = v.modified_range !== undefined;
    const chosen = [scheduled, created, modified].filter(Boolean).length;
    if (chosen !== 1) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message:
          chosen === 0
            ? "supply one selector: start and end, start_created_at and end_created_at, or modified_range"
            : "supply only one selector: start and end, start_created_at and end_created_at, or modified_range",
        params: { reason: chosen === 0 ? "selector_missing" : "selector_ambiguous" },
      });
      return;
    }
    const pair = (
      lo: string,
      hi: string,
      a?: string,
      b?: string,
      days = (x: string, y: string) => (Date.parse(y) - Date.parse(x)) / 86_400_000,
    ) => {
      if (a === undefined || b === undefined) {
        const missing = a === undefined ? lo : hi;
        ctx.addIssue({
          code: "custom",
          path: missing.split("."),
          message: `is required with ${a === undefined ? hi : lo}`,
          params: { reason: "required" },
        });
      } else if (Date.parse(a) > Date.parse(b)) {
        ctx.addIssue({
          code: "custom",
          path: hi.split("."),
          message: `must not be before ${lo}`,
          params: { reason: "end_before_start" },
        });
      } else if (days(a, b) > MAX_LIST_RANGE_DAYS) {
        ctx.addIssue({
          code: "custom",
          path: hi.split("."),
          message: `must be at most ${MAX_LIST_RANGE_DAYS} days after ${lo}`,
          params: { reason: "range_too_long" },
        });
      }
    };
    // Dates count whole days: start 2026-01-01 to end 2026-01-31 is 31 days.
    if (scheduled)
      pair("start", "end", v.start, v.end, (x, y) => (Date.parse(y) - Date.parse(x)) / 86_400_000 + 1);
    if (created) pair("start_created_at", "end_created_at", v.start_created_at, v.end_created_at);
    if (modified)
      pair("modified_range.start", "modified_range.end", v.modified_range?.start, v.modified_range?.end);
  });

export type ListAppointmentsInput = z.output<typeof listAppointmentsInput>;

const nullableString = z.string().nullable();
const nullableDateTime = z.iso.datetime().nullable();

/** The FacilityAppointment record, as every operation returns it. */
export const facilityAppointment = z.object({
  id: z.uuid(),
  type: z.enum(APPOINTMENT_TYPES),
  loading_type: z.enum(LOADING_TYPES),
  scheduled_start_time: z.iso.datetime(),
  scheduled_end_time: z.iso.datetime(),
  confirmation_code: z.string().regex(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/),
  status: z.enum(STATUSES),
  recurring_facility_appointment: z
    .object({ id: z.uuid(), repetition_type: z.enum(REPETITION_TYPES) })
    .nullable(),
  order_info: z.array(z.object({ id: z.uuid(), reference_id: z.string() })),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  is_work_in: z.boolean(),
  quantity: z.number().int().nullable(),
  units: z.enum(UNITS).nullable(),
  carrier: nullableString,
  carrier_email: nullableString.meta({ deprecated: true }),
  carrier_emails: z.array(z.string()),
  carrier_phone: nullableString,
  carrier_driver: nullableString,
  carrier_driver_phone: nullableString.meta({ description: "Extension. The driver's own phone." }),
  carrier_notes: z.string(),
  shipper_receiver: nullableString,
  dock: nullableString,
  forklift: nullableString,
  trailer_number: nullableString,
  seal_number: nullableString,
  estimated_start_datetime: nullableDateTime,
  load_started_at: nullableDateTime,
  load_finished_at: nullableDateTime,
  checked_in_at: nullableDateTime,
  checked_out_at: nullableDateTime,
  cancelled_at: nullableDateTime,
  cancelled_reason: z.enum(CANCELLED_REASONS).nullable(),
  cancelled_note: nullableString,
  public_notes: z.string(),
  notes: z.string(),
  facility: z.uuid(),
  all_load_types: z.array(z.object({ id: z.uuid(), name: z.string() })),
  override_reason: z.string().nullable().meta({
    description:
      "Extension. Staff booked it past a facility rule (a cap, a hold, a dock closure or the load's length): their reason. Staff and admins only; null for others.",
  }),
  custom_fields: customFieldValuesRecord,
});

export type FacilityAppointment = z.infer<typeof facilityAppointment>;
