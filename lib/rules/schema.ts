// The facility's own rules as update_facility_settings takes them and
// get_facility_settings answers them (the contract's "Facility rules"): caps,
// holds and dock closures, each a whole list that replaces the one before.
import { z } from "zod";
import { dateTime, optional, requiredText, uuid, wholeNumber, text } from "../core/validation";

const clockTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: "must be a time as HH:MM, 00:00 to 24:00" });

export const CAP_SCOPES = ["facility", "load_type", "carrier"] as const;
export const CAP_PERIODS = ["hour", "day"] as const;

export const capInput = z
  .object({
    id: optional(uuid).meta({ description: "An existing cap; absent: a new one." }),
    scope: z.enum(CAP_SCOPES, { error: "must be facility, load_type or carrier" }).meta({
      description:
        "facility: every appointment; load_type: those with load_type_id; carrier: per carrier company (by account, or by the carrier name's normalised key).",
    }),
    load_type_id: optional(uuid).meta({ description: "With scope load_type: the load type counted." }),
    period: z.enum(CAP_PERIODS, { error: "must be hour or day" }).meta({
      description: "Counted by each appointment's start, per local clock hour or local day.",
    }),
    max_appointments: optional(wholeNumber(0, 10_000)),
    max_units: optional(wholeNumber(0, 10_000_000)).meta({
      description: "Counted in quantity, whatever the units.",
    }),
  })
  .superRefine((c, ctx) => {
    if (c.max_appointments === undefined && c.max_units === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["max_appointments"],
        message: "a cap needs max_appointments, max_units or both",
        params: { reason: "required" },
      });
    if (c.scope === "load_type" && !c.load_type_id)
      ctx.addIssue({
        code: "custom",
        path: ["load_type_id"],
        message: "is required for a load type cap",
        params: { reason: "required" },
      });
  });

export const holdInput = z
  .object({
    id: optional(uuid).meta({ description: "An existing hold; absent: a new one." }),
    label: requiredText(100),
    dock_ids: z.array(uuid).min(1, { error: "needs at least one dock" }).max(200),
    weekdays: z
      .array(wholeNumber(1, 7))
      .min(1, { error: "needs at least one weekday" })
      .max(7)
      .meta({ description: "ISO weekdays, 1 Monday ... 7 Sunday." }),
    start: clockTime.meta({ description: "Local time the hold starts, HH:MM." }),
    end: clockTime.meta({ description: "Local time it ends, HH:MM, after start." }),
    carrier_company_ids: z
      .array(uuid)
      .min(1, { error: "needs at least one carrier company" })
      .max(100)
      .meta({ description: "The companies whose carriers may book into it (and staff)." }),
  })
  .superRefine((h, ctx) => {
    if (h.end <= h.start)
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: "must be after start",
        params: { reason: "end_before_start" },
      });
  });

export const closureInput = z
  .object({
    id: optional(uuid).meta({ description: "An existing closure; absent: a new one." }),
    dock_ids: z.array(uuid).max(200).default([]).meta({ description: "[]: every dock." }),
    start: dateTime,
    end: dateTime,
    reason: text(200).default(""),
  })
  .superRefine((c, ctx) => {
    if (Date.parse(c.end) <= Date.parse(c.start))
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: "must be after start",
        params: { reason: "end_before_start" },
      });
  });

export const ruleSettingFields = {
  caps: optional(z.array(capInput).max(100)).meta({
    description: "The whole list of caps: caps not sent are removed.",
  }),
  holds: optional(z.array(holdInput).max(100)).meta({
    description: "The whole list of holds: holds not sent are removed.",
  }),
  dock_closures: optional(z.array(closureInput).max(1000)).meta({
    description: "The whole list of dock closures: closures not sent are removed.",
  }),
};

export const cap = z.object({
  id: z.uuid(),
  scope: z.enum(CAP_SCOPES),
  load_type_id: z.uuid().nullable(),
  period: z.enum(CAP_PERIODS),
  max_appointments: z.number().int().nullable(),
  max_units: z.number().int().nullable(),
});

export const hold = z.object({
  id: z.uuid(),
  label: z.string(),
  dock_ids: z.array(z.uuid()),
  weekdays: z.array(z.number().int()),
  start: z.string(),
  end: z.string(),
  carrier_company_ids: z.array(z.uuid()),
});

export const closure = z.object({
  id: z.uuid(),
  dock_ids: z.array(z.uuid()),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  reason: z.string(),
});

export const ruleSettings = {
  caps: z.array(cap),
  holds: z.array(hold),
  dock_closures: z.array(closure).meta({ description: "In order of start." }),
};

export type Cap = z.output<typeof cap>;
export type Hold = z.output<typeof hold>;
export type Closure = z.output<typeof closure>;
