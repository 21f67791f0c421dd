// get_facility_availability (extension): what the booking slot picker offers.
import { z } from "zod";
import {
  APPOINTMENT_TYPES,
  MAX_DURATION_MINUTES,
  MAX_LIST_RANGE_DAYS,
  MIN_DURATION_MINUTES,
} from "../core/vocabulary";
import { fullDate, optional, uuid, wholeNumber, text } from "../core/validation";
import { refusalValues } from "../core/refusal-values";

export const availabilityFields = z.object({
  facility_id: uuid,
  start: fullDate.meta({ description: "First day, YYYY-MM-DD, in the facility's time zone." }),
  end: fullDate.meta({
    description: `Last day (inclusive), YYYY-MM-DD; at most ${MAX_LIST_RANGE_DAYS} days from start.`,
  }),
  type: z.enum(APPOINTMENT_TYPES, { error: "must be Inbound or Outbound" }),
  duration_minutes: optional(wholeNumber(MIN_DURATION_MINUTES, MAX_DURATION_MINUTES)).meta({
    description: "Length of the appointment. Wins over load_type_id when both are sent.",
  }),
  load_type_id: optional(uuid).meta({
    description: "A load type of the facility; its default duration is used when duration_minutes is absent.",
  }),
  quantity: optional(wholeNumber(1, 100000)).meta({
    description:
      "The load's quantity: with load_type_id, the slots are as long as the load needs (duration_minutes + minutes_per_unit × quantity, up to the slot step); counted against unit caps.",
  }),
  carrier: optional(text(200)).meta({
    description:
      "The carrier's name, for callers without a carrier company (staff, the public link): counted against carrier caps as the booking would be.",
  }),
  exclude_appointment_id: optional(uuid).meta({
    description:
      "An appointment of this facility whose dock time counts as free: the slots it could be rescheduled to.",
  }),
});

/** A duration (or load type), and a range of 1 to 31 days. */
export function checkAvailabilityInput(
  v: Pick<z.output<typeof availabilityFields>, "duration_minutes" | "load_type_id" | "start" | "end">,
  ctx: z.RefinementCtx,
) {
  if (v.duration_minutes === undefined && v.load_type_id === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["duration_minutes"],
      message: "is required unless load_type_id is sent",
      params: { reason: "required" },
    });
  }
  const days = (Date.parse(v.end) - Date.parse(v.start)) / 86_400_000 + 1;
  if (days < 1)
    ctx.addIssue({
      code: "custom",
      path: ["end"],
      message: "must not be before start",
      params: { reason: "end_before_start" },
    });
  else if (days > MAX_LIST_RANGE_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["end"],
      message: `must be at most ${MAX_LIST_RANGE_DAYS} days after start`,
      params: { reason: "range_too_long" },
    });
  }
}

export const availabilityInput = availabilityFields.superRefine(checkAvailabilityInput).meta({
  description: "Extension. Bookable start times of a facility, at its slot step in local wall-clock time.",
});

export type AvailabilityInput = z.output<typeof availabilityInput>;

export const availabilitySlot = z.object({
  start_time: z.iso
    .datetime()
    .meta({ description: "UTC; on the slot step in the facility's local wall-clock time." }),
  end_time: z.iso.datetime(),
  free_docks: z
    .number()
    .int()
    .min(1)
    .meta({ description: "Docks serving the type that are free for the whole slot, buffer included." }),
});

export const closedPeriod = z.object({
  start_time: z.iso.datetime().meta({ description: "The first start not offered (UTC)." }),
  end_time: z.iso
    .datetime()
    .meta({ description: "One slot step after the last start not offered for this reason." }),
  reason: z.string().meta({
    description:
      "What request_facility_appointment would answer: outside_open_hours, facility_closed, too_soon, too_far_ahead, too_short_for_load, cap_reached, no_capacity.",
  }),
  message: z.string().meta({
    description:
      'For people: "Dock 4 closed: repairs", "The facility\'s daily limit of 400 units is reached". Clients word it from reason, cause and the values below.',
  }),
  ...refusalValues.shape,
});

export type ClosedPeriod = z.infer<typeof closedPeriod>;

export const availability = z.object({
  facility_id: z.uuid(),
  time_zone: z.string().meta({ description: "The facility's IANA time zone." }),
  slot_step_minutes: z.number().int(),
  duration_minutes: z.number().int(),
  slots: z.array(availabilitySlot).meta({
    description:
      "Every start that request_facility_appointment would accept now, in time order. On a day when clocks go back, the repeated hour's slots appear twice, once per UTC offset; on a day they go forward, the skipped wall-clock times have none.",
  }),
  closed_periods: z.array(closedPeriod).meta({
    description:
      "Why the other starts of the range are not offered: consecutive starts refused for the same reason and message, in time order. Together with slots they cover every start of the range.",
  }),
});

export type Availability = z.infer<typeof availability>;
