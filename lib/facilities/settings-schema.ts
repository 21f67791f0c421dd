// Facility settings (extension operations get_facility_settings,
// update_facility_settings, get_facility_settings_history, create_facility):
// everything that decides what can be booked.
import { isSupportedCountry } from "libphonenumber-js/min";
import { IANAZone } from "luxon";
import { z } from "zod";
import { APPOINTMENT_TYPES } from "../core/vocabulary";
import { fullDate, multilineText, optional, requiredText, uuid, wholeNumber, text } from "../core/validation";
import { publicLinkSettingFields, publicLinkSettings } from "./public-link-schema";
import { mailSettingFields, mailSettings } from "./mail-settings-schema";
import { ruleSettingFields, ruleSettings } from "../rules/schema";
import { referenceCheckSettingFields, referenceCheckSettings } from "../references/schema";
import { customFieldSettingFields, customFieldSettings } from "../fields/schema";
import { wordTranslations, wordTranslationsRecord } from "../i18n/facility-words";

const nameTranslations = optional(wordTranslations).meta({
  description:
    "Extension. The name per language, as drivers and carriers read it in theirs (the gate's \"go to\", texts, e-mail, booking pages); absent: unchanged ({} for a new one). The API's records keep the name as typed.",
});

export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;

const clockTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: "must be a time as HH:MM, 00:00 to 24:00" });
const directions = z
  .array(z.enum(APPOINTMENT_TYPES, { error: "must be Inbound or Outbound" }))
  .min(1, { error: "needs Inbound, Outbound or both" });
export const openDay = z
  .object({
    weekday: wholeNumber(1, 7).meta({ description: "ISO weekday: 1 Monday ... 7 Sunday." }),
    periods: z
      .array(z.object({ start: clockTime, end: clockTime }))
      .max(6, { error: "may hold at most 6 periods" })
      .meta({ description: "Open periods in local time, in order; [] closed all day." }),
  })
  .superRefine((d, ctx) => {
    let last = "00:00";
    d.periods.forEach((p, i) => {
      if (p.end <= p.start)
        ctx.addIssue({
          code: "custom",
          path: ["periods", i, "end"],
          message: "must be after start",
          params: { reason: "end_before_start" },
        });
      else if (i > 0 && p.start < last)
        ctx.addIssue({
          code: "custom",
          path: ["periods", i, "start"],
          message: "overlaps or comes before the period before it",
          params: { reason: "overlapping" },
        });
      last = p.end;
    });
  });

const timeZone = requiredText(64).refine((zone) => IANAZone.isValidZone(zone), {
  error: "is not an IANA time zone such as Europe/Berlin",
  params: { reason: "invalid_time_zone" },
});

const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code), {
    error: "is not a country code such as US or DE",
    params: { reason: "invalid_country" },
  });

const dockInput = z.object({
  id: optional(uuid).meta({ description: "An existing dock; absent: a new one." }),
  name: requiredText(100),
  name_translations: nameTranslations,
  directions,
  active: z.boolean().default(true),
  load_type_ids: z.array(uuid).max(100).optional().meta({
    description:
      "The load types this dock takes; []: every load type of its directions. Absent: unchanged ([] for a new dock).",
  }),
  open_hours: z.array(openDay).max(7).nullable().optional().meta({
    description:
      "The dock's own hours, inside the facility's (weekdays not sent: closed); null: the facility's. Absent: unchanged.",
  }),
  remove: z.boolean().default(false).meta({
    description:
      "true (with id): delete the dock. Refused with 409 dock_has_appointments when any appointment ever used it: deactivate it instead.",
  }),
});

const loadTypeInput = z.object({
  id: optional(uuid).meta({ description: "An existing load type; absent: a new one." }),
  name: requiredText(100),
  name_translations: nameTranslations,
  directions,
  duration_minutes: wholeNumber(5, 1440),
  minutes_per_unit: optional(wholeNumber(0, 600)).meta({
    description:
      "Added per unit of quantity: a load needs duration_minutes + minutes_per_unit × quantity, up to the slot step. Absent: unchanged (0 for a new one).",
  }),
  active: z.boolean().default(true),
});

export const facilityIdInput = z.object({ facility_id: uuid }).meta({
  description:
    "Extension. A facility's settings, with its docks, load types and the latest changes. Its staff and admins.",
});

/** Every setting, each optional: update_facility_settings changes the ones sent; create_facility starts from them. */
export const settingFields = z.object({
  name: optional(requiredText(200)),
  time_zone: optional(timeZone).meta({ description: "IANA zone, e.g. America/Chicago." }),
  address: optional(multilineText(500)),
  country: optional(country).meta({
    description:
      "ISO 3166 country code, e.g. DE: drivers' phone numbers written without +<country code> are read as its.",
  }),
  phone: optional(text(32)).meta({
    description:
      "The facility's own number for texts, as drivers would dial it (stored as E.164); \"\": none. A driver's reply to it is matched to this facility's appointments.",
  }),
  carrier_instructions: optional(multilineText(2000)).meta({
    description: "Shown to carriers when they book.",
  }),
  ...mailSettingFields,
  instant_booking: optional(z.boolean()).meta({
    description: "true: requests are Scheduled at once; false: Requested until staff approve.",
  }),
  accepts_carrier_bookings: optional(z.boolean()),
  slot_step_minutes: optional(
    z
      .number({ error: "must be a whole number" })
      .refine((v) => (SLOT_STEPS as readonly number[]).includes(v), {
        error: `must be one of ${SLOT_STEPS.join(", ")}`,
      }),
  ).meta({ description: "Offered start times fall on this step of local time." }),
  buffer_minutes: optional(wholeNumber(0, 240)).meta({
    description: "Kept free on a dock after each appointment.",
  }),
  min_notice_minutes: optional(wholeNumber(0, 525_600)),
  horizon_days: optional(wholeNumber(1, 730)),
  cancel_cutoff_minutes: optional(wholeNumber(0, 525_600)).meta({
    description: "Carriers may not cancel or reschedule later than this before the start.",
  }),
  free_time_minutes: optional(wholeNumber(0, 1440)).meta({
    description:
      "Minutes a truck may stay on site (check-in to check-out) before it counts as detained; default 120.",
  }),
  on_time_tolerance_minutes: optional(wholeNumber(0, 240)).meta({
    description: "An arrival within this many minutes of the start, either side, is on time; default 15.",
  }),
  open_hours: optional(z.array(openDay).max(7)).meta({
    description: "The weekdays sent replace that weekday's periods; weekdays not sent keep theirs.",
  }),
  closed_dates: optional(z.array(z.object({ date: fullDate, reason: text(200).default("") })).max(366)).meta({
    description: "The whole list: dates not sent are open again.",
  }),
  docks: optional(z.array(dockInput).max(200)).meta({
    description:
      "Docks to change (with id), add (without) or delete (remove: true); docks not sent stay as they are.",
  }),
  load_types: optional(z.array(loadTypeInput).max(100)).meta({
    description: "Load types to change (with id) or add (without); deactivate rather than delete.",
  }),
  ...publicLinkSettingFields,
  ...ruleSettingFields,
  ...referenceCheckSettingFields,
  ...customFieldSettingFields,
});

export const updateSettingsInput = z.object({ facility_id: uuid }).extend(settingFields.shape).meta({
  description:
    "Extension. Changes the settings sent; takes effect on availability and booking at once; recorded in the facility's history. Its staff and admins.",
});

const WEEKDAYS_8_TO_5 = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  periods: [{ start: "08:00", end: "17:00" }],
}));

/** A new facility's fields (the admins' form picks from them). */
export const newFacilityFields = settingFields.extend({
  name: requiredText(200),
  time_zone: timeZone.meta({ description: "IANA zone, e.g. America/Chicago." }),
  open_hours: optional(z.array(openDay).max(7)).meta({
    description: "Absent: Monday to Friday 08:00-17:00.",
  }),
  docks: optional(z.array(dockInput).max(200)).meta({
    description: "The docks, without ids. Absent: Dock 1 and Dock 2, both directions.",
  }),
});

export const createFacilityInput = newFacilityFields
  .transform((v) => ({
    ...v,
    open_hours: v.open_hours ?? WEEKDAYS_8_TO_5,
    docks:
      v.docks ??
      [1, 2].map((n) => ({
        id: undefined,
        name: `Dock ${n}`,
        name_translations: undefined,
        directions: [...APPOINTMENT_TYPES],
        active: true,
        remove: false,
      })),
  }))
  .meta({
    description:
      "Extension. Creates a facility with these settings (the rest at their defaults) and answers its settings. Admins only.",
  });

export const historyInput = z
  .object({
    facility_id: uuid,
    before: optional(uuid).meta({
      description: "next_cursor of the previous page: changes older than that one.",
    }),
    limit: wholeNumber(1, 100).default(50),
  })
  .meta({
    description:
      "Extension. A facility's settings changes, newest first, a page at a time. Its staff and admins.",
  });

const settingChange = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.string(),
  actor_name: z.string().nullable(),
  changes: z
    .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
    .meta({ description: "setting -> [before, after]" }),
});

export const facilitySettings = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string(),
  address: z.string(),
  country: z.string(),
  phone: z.string().meta({ description: 'E.164, or "" for none.' }),
  carrier_instructions: z.string(),
  ...mailSettings,
  instant_booking: z.boolean(),
  accepts_carrier_bookings: z.boolean(),
  slot_step_minutes: z.number().int(),
  buffer_minutes: z.number().int(),
  min_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  cancel_cutoff_minutes: z.number().int(),
  free_time_minutes: z.number().int(),
  on_time_tolerance_minutes: z.number().int(),
  ...publicLinkSettings,
  open_hours: z
    .array(
      z.object({
        weekday: z.number().int(),
        periods: z.array(z.object({ start: z.string(), end: z.string() })),
      }),
    )
    .meta({ description: "Monday to Sunday, always seven." }),
  closed_dates: z.array(z.object({ date: z.string(), reason: z.string() })),
  docks: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      name_translations: wordTranslationsRecord,
      directions: z.array(z.enum(APPOINTMENT_TYPES)),
      active: z.boolean(),
      load_type_ids: z.array(z.uuid()).meta({ description: "[]: every load type of its directions." }),
      open_hours: z
        .array(
          z.object({
            weekday: z.number().int(),
            periods: z.array(z.object({ start: z.string(), end: z.string() })),
          }),
        )
        .nullable()
        .meta({ description: "Monday to Sunday; null: the facility's hours." }),
    }),
  ),
  load_types: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      name_translations: wordTranslationsRecord,
      directions: z.array(z.enum(APPOINTMENT_TYPES)),
      duration_minutes: z.number().int(),
      minutes_per_unit: z.number().int(),
      active: z.boolean(),
    }),
  ),
  ...ruleSettings,
  ...referenceCheckSettings,
  ...customFieldSettings,
  history: z.array(settingChange).meta({
    description: "The latest 50 changes, newest first; get_facility_settings_history pages further.",
  }),
});

export const settingsHistory = z.object({
  changes: z.array(settingChange),
  next_cursor: z
    .uuid()
    .nullable()
    .meta({ description: "Send as before for the next, older page; null when there is none." }),
});

export type UpdateSettingsInput = z.output<typeof updateSettingsInput>;
export type CreateFacilityInput = z.output<typeof createFacilityInput>;
export type SettingsHistory = z.output<typeof settingsHistory>;
export type FacilitySettings = z.output<typeof facilitySettings>;
