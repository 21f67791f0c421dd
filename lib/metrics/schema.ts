// get_facility_metrics (extension): the figures of a facility over a period of
// its local days. What each figure means, exactly, is docs/reports.md.
import { z } from "zod";
import { fullDate, optional, uuid } from "../core/validation";
import { APPOINTMENT_TYPES, STATUSES } from "../core/vocabulary";
import { MAX_CUSTOM_DAYS, PERIODS } from "./periods";

export const metricsInput = z
  .object({
    facility_id: uuid,
    period: z.enum(PERIODS, { error: "must be day, week, month or custom" }).default("day"),
    date: optional(fullDate).meta({
      description:
        "day, week and month: the day, the Monday-to-Sunday week or the calendar month holding this local date. Absent: today at the facility.",
    }),
    from: optional(fullDate).meta({ description: "custom: the first local date." }),
    to: optional(fullDate).meta({ description: "custom: the last local date, included." }),
  })
  .superRefine((v, ctx) => {
    if (v.period !== "custom") {
      for (const field of ["from", "to"] as const)
        if (v[field] !== undefined)
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: "is for a custom period only; send date",
            params: { reason: "not_allowed" },
          });
      return;
    }
    for (const field of ["from", "to"] as const)
      if (v[field] === undefined)
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: "is required for a custom period",
          params: { reason: "required" },
        });
    if (!v.from || !v.to) return;
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1;
    if (days < 1)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "must not be before from",
        params: { reason: "end_before_start" },
      });
    else if (days > MAX_CUSTOM_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `a period may span at most ${MAX_CUSTOM_DAYS} days`,
        params: { reason: "range_too_long" },
      });
  })
  .meta({
    description:
      "Extension. A facility's figures over a period of its local days (appointments belong to the day of their scheduled start): counts, on-time and no-show rates, dwell, door time, detention, dock utilisation by hour and a scorecard per carrier company. Staff and admins of the facility see all of it; a carrier sees the same figures over its own company's appointments only, and no utilisation. Definitions: docs/reports.md.",
  });

const count = z.number().int();
const rate = z.number().nullable().meta({ description: "0 to 1; null when the denominator is 0." });
const minutes = z.number().nullable().meta({ description: "Minutes, one decimal; null when none." });

export const scorecardRow = z.object({
  company_id: z.uuid(),
  company: z.string(),
  bookings: count,
  arrived: count,
  on_time: count,
  on_time_rate: rate,
  no_shows: count,
  no_show_rate: rate,
  late_cancellations: count,
  average_dwell_minutes: minutes,
});

export const metricsOutput = z.object({
  facility_id: z.uuid(),
  time_zone: z.string(),
  period: z.enum(PERIODS),
  from: z.string().meta({ description: "The first local date." }),
  to: z.string().meta({ description: "The last local date, included." }),
  start_time: z.iso.datetime().meta({ description: "Local midnight opening the period." }),
  end_time: z.iso.datetime().meta({ description: "Local midnight closing it (excluded)." }),
  scope: z.enum(["facility", "carrier"]).meta({
    description: "carrier: every figure counts only the calling carrier company's appointments.",
  }),
  on_time_tolerance_minutes: count,
  free_time_minutes: count,
  late_cancellation_minutes: count.meta({
    description:
      "A carrier's cancellation this close to the start is late: the larger of 24 h and the cut-off.",
  }),
  appointments: z.object({
    total: count,
    by_status: z.array(z.object({ status: z.enum(STATUSES), count })),
    by_type: z.array(z.object({ type: z.enum(APPOINTMENT_TYPES), count })),
  }),
  on_time: z.object({
    arrived: count.meta({ description: "Appointments (not work-ins) that checked in." }),
    on_time: count,
    early: count,
    late: count,
    rate: rate.meta({ description: "on_time / arrived." }),
  }),
  no_show: z.object({
    no_shows: count,
    outcomes: count.meta({ description: "no_shows + arrived: appointments whose outcome is known." }),
    rate: rate.meta({ description: "no_shows / outcomes." }),
  }),
  dwell: z.object({
    count: count.meta({ description: "Appointments with both check-in and check-out." }),
    average_minutes: minutes,
    p90_minutes: minutes.meta({ description: "90th percentile, linear interpolation." }),
  }),
  door_time: z.object({ count, average_minutes: minutes }),
  detention: z.object({
    count: count.meta({ description: "Stays longer than the free time." }),
    hours: z.number().meta({ description: "Hours beyond the free time, summed; two decimals." }),
  }),
  utilisation: z.object({
    docks: count.nullable().meta({ description: "Active docks; null for a carrier." }),
    hours: z
      .array(
        z.object({
          hour: count.meta({ description: "Local hour of the day, 0 to 23." }),
          booked_minutes: z.number(),
          available_minutes: z.number(),
          rate,
        }),
      )
      .meta({ description: "All 24 hours for staff; [] for a carrier." }),
  }),
  rules: z
    .object({
      overrides: count.meta({
        description: "Appointments starting in the period that staff booked past a rule (override_reason).",
      }),
      caps: z
        .array(
          z.object({
            cap_id: z.uuid(),
            label: z
              .string()
              .meta({ description: 'The cap in words: "Whole facility, per day: 400 units".' }),
            days: z.array(
              z.object({
                date: z.string().meta({ description: "Local date." }),
                peak_appointments: count.meta({
                  description: "The most appointments in one of the cap's periods (and carriers) that day.",
                }),
                peak_units: count.meta({ description: "The most units in one of them." }),
                reached: z.boolean().meta({ description: "A period of that day was at the cap." }),
              }),
            ),
          }),
        )
        .meta({ description: "Each cap of the settings, per local date of the period." }),
      holds: z
        .array(
          z.object({
            hold_id: z.uuid(),
            label: z.string(),
            kept_minutes: count.meta({ description: "Dock minutes the hold kept in the period." }),
            booked_minutes: count.meta({
              description: "Of those, minutes booked (by its companies or staff).",
            }),
            rate,
          }),
        )
        .meta({ description: "Each hold of the settings." }),
    })
    .nullable()
    .meta({ description: "What the facility's rules made of the period; null for a carrier." }),
  carrier_scorecard: z.array(scorecardRow).meta({
    description: "One row per carrier company with appointments in the period; a carrier gets only its own.",
  }),
});

export type MetricsInput = z.output<typeof metricsInput>;
export type FacilityMetrics = z.output<typeof metricsOutput>;
export type ScorecardRow = z.output<typeof scorecardRow>;
