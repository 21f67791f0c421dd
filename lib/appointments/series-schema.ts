// Recurring series (extension): standing loads, made from one appointment.
import { z } from "zod";
import { REPETITION_TYPES } from "../core/vocabulary";
import { facilityAppointment } from "../record/schema";
import { fullDate, multilineText, optional, uuid, wholeNumber } from "../core/validation";
import { CANCEL_REASONS } from "./transitions";

export const createSeriesInput = z
  .object({
    appointment_id: uuid.meta({
      description:
        "A Requested or Scheduled appointment not yet in a series; it becomes the series' first occurrence.",
    }),
    repetition_type: z
      .enum(REPETITION_TYPES, { error: `must be one of ${REPETITION_TYPES.join(", ")}` })
      .meta({
        description:
          "Daily, Weekly, Biweekly (every two weeks) or Monthly (same day of the month; the 31st falls on shorter months' last day).",
      }),
    end_date: optional(fullDate).meta({
      description:
        "Last date (inclusive, facility time zone), at most a year after the appointment's. Send this or count.",
    }),
    count: optional(wholeNumber(2, 366)).meta({
      description:
        "Occurrences in all, the appointment itself included, within a year. Send this or end_date.",
    }),
  })
  .superRefine((v, ctx) => {
    if ((v.end_date === undefined) === (v.count === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["count"],
        message: "send exactly one of end_date and count",
        params: { reason: v.count === undefined ? "required" : "ambiguous" },
      });
    }
  })
  .meta({
    description: [
      "Extension, staff only. Each occurrence is a real appointment (status Scheduled) at the same local time, booked under the same rules",
      "as a request, on the source's dock when free. Occurrences that cannot be booked are listed in skipped with the request's reason.",
    ].join(" "),
  });
export type CreateSeriesInput = z.output<typeof createSeriesInput>;

export const skippedOccurrence = z.object({
  scheduled_start_time: z.iso.datetime(),
  scheduled_end_time: z.iso.datetime(),
  reason: z.string().meta({
    description: "As the request's 409 reasons (no_capacity, outside_open_hours, ...), or in_the_past.",
  }),
  message: z.string(),
});

export const seriesResult = z.object({
  recurring_facility_appointment: z.object({ id: z.uuid(), repetition_type: z.enum(REPETITION_TYPES) }),
  appointments: z
    .array(facilityAppointment)
    .meta({ description: "The source first, then every booked occurrence in time order." }),
  skipped: z.array(skippedOccurrence),
});
export type SeriesResult = z.infer<typeof seriesResult>;

export const cancelSeriesInput = z
  .object({
    from_appointment_id: uuid.meta({
      description: "An occurrence: it and every later occurrence of its series are cancelled.",
    }),
    reason: optional(z.enum(CANCEL_REASONS, { error: `must be one of ${CANCEL_REASONS.join(", ")}` })).meta({
      description: "As cancel's: default CarrierRequest for carriers, FacilityRequest for staff.",
    }),
    note: optional(multilineText(2000)),
  })
  .meta({
    description: [
      "Extension. Cancels an occurrence and the rest of its series (to cancel one occurrence only, use update_facility_appointment_status",
      "with action cancel). Occurrences that can no longer be cancelled (Arrived, Completed, ...) are listed in skipped. Carriers: their",
      "own company's series, outside the cut-off of the first one cancelled.",
    ].join(" "),
  });
export type CancelSeriesInput = z.output<typeof cancelSeriesInput>;

export const cancelSeriesResult = z.object({
  cancelled: z.array(facilityAppointment),
  skipped: z.array(
    z.object({
      id: z.uuid(),
      scheduled_start_time: z.iso.datetime(),
      status: z.string(),
      reason: z.string(),
      message: z.string(),
    }),
  ),
});
export type CancelSeriesResult = z.infer<typeof cancelSeriesResult>;
