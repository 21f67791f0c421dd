// Reading and changing a facility's settings. Nothing is cached: availability
// and booking read the facility fresh on every request, so a change applies
// to the next one. Every change is written to the facility's history.
import type { Db, Tx } from "../db";
import { conflict, forbidden, invalid, notFound } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import { directionsOf } from "./directions";
import { formatMinute } from "../core/hours";
import { DEFAULT_LOCALE, isLocale } from "../i18n/locales";
import type { FacilitySettings, SettingsHistory, UpdateSettingsInput } from "./settings-schema";
import { settingsHistory } from "./settings-history";
import { publicLinkChange } from "./public-link";
import { dockRuleColumns, dockRules, facilityRules, ruleColumns } from "../rules/settings";
import { referenceCheckChange, referenceCheckOf } from "../references/settings";
import { customFieldColumns, facilityCustomFields } from "../fields/settings";
import { recordAudit } from "../audit/record";
import { driverPhone } from "../core/phone";
import { parseWordTranslations } from "../i18n/facility-words";

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

async function mayManage(db: Db | Tx, caller: Caller, facilityId: string) {
  if (!(await db.facility.findUnique({ where: { id: facilityId }, select: { id: true } })))
    throw notFound("facility");
  if (!isStaffOf(caller, facilityId))
    throw forbidden("only the facility's staff and admins change its settings");
}

export async function readSettings(db: Db | Tx, id: string): Promise<Omit<FacilitySettings, "history">> {
  const f = await db.facility.findUniqueOrThrow({
    where: { id },
    include: {
      openHours: { orderBy: [{ weekday: "asc" }, { startMinute: "asc" }] },
      closedDates: { orderBy: { date: "asc" } },
      docks: { orderBy: [{ position: "asc" }, { name: "asc" }] },
      loadTypes: { orderBy: { name: "asc" } },
    },
  });
  return {
    id: f.id,
    name: f.name,
    time_zone: f.timeZone,
    address: f.address,
    country: f.country,
    phone: f.phone,
    carrier_instructions: f.carrierInstructions,
    reminder_hours: f.reminderHours,
    notification_emails: JSON.parse(f.notificationEmails) as string[],
    default_locale: isLocale(f.defaultLocale) ? f.defaultLocale : DEFAULT_LOCALE,
    instant_booking: f.instantBooking,
    accepts_carrier_bookings: f.acceptsCarrierBookings,
    slot_step_minutes: f.slotStepMinutes,
    buffer_minutes: f.bufferMinutes,
    min_notice_minutes: f.minNoticeMinutes,
    horizon_days: f.horizonDays,
    cancel_cutoff_minutes: f.cancelCutoffMinutes,
    free_time_minutes: f.freeTimeMinutes,
    on_time_tolerance_minutes: f.onTimeToleranceMinutes,
    slug: f.slug,
    public_booking: f.publicBooking as FacilitySettings["public_booking"],
    open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      periods: f.openHours
        .filter((h) => h.weekday === weekday)
        .map((h) => ({ start: formatMinute(h.startMinute), end: formatMinute(h.endMinute) })),
    })),
    closed_dates: f.closedDates.map((c) => ({ date: c.date, reason: c.reason })),
    docks: f.docks.map((d) => ({
      id: d.id,
      name: d.name,
      name_translations: parseWordTranslations(d.nameTranslations),
      directions: directionsOf(d),
      active: d.active,
      ...dockRules(d),
    })),
    load_types: f.loadTypes.map((l) => ({
      id: l.id,
      name: l.name,
      name_translations: parseWordTranslations(l.nameTranslations),
      directions: directionsOf(l),
      duration_minutes: l.durationMinutes,
      minutes_per_unit: l.minutesPerUnit,
      active: l.active,
    })),
    ...facilityRules(f),
    reference_check: referenceCheckOf(f),
    ...facilityCustomFields(f),
  };
}

export async function getFacilitySettings(
  db: Db,
  caller: Caller,
  facilityId: string,
): Promise<FacilitySettings> {
  await mayManage(db, caller, facilityId);
  return {
    ...(await readSettings(db, facilityId)),
    history: (await settingsHistory(db, facilityId, { limit: 50 })).changes,
  };
}

export async function getSettingsHistory(
  db: Db,
  caller: Caller,
  input: { facility_id: string; before?: string; limit: number },
): Promise<SettingsHistory> {
  await mayManage(db, caller, input.facility_id);
  return settingsHistory(db, input.facility_id, input);
}

/** Names must stay unique among a facility's docks (and load types): the submitted ones and the untouched ones together. */
function assertUniqueNames(
  field: string,
  sent: { id?: string; name: string; remove?: boolean }[],
  existing: { id: string; name: string }[],
) {
  const untouched = existing.filter((e) => !sent.some((s) => s.id === e.id)).map((e) => e.name.toLowerCase());
  const seen = new Set(untouched);
  sent.forEach((s, i) => {
    if (s.remove) return;
    const key = s.name.toLowerCase();
    if (seen.has(key))
      throw invalid(`${field}[${i}].name`, "duplicate", `"${s.name}" is already the name of another one`);
    seen.add(key);
  });
  sent.forEach((s, i) => {
    if (s.id && !existing.some((e) => e.id === s.id))
      throw invalid(`${field}[${i}].id`, "unknown", "is not one of this facility's");
  });
}

export async function updateFacilitySettings(
  db: Db,
  caller: Caller,
  input: UpdateSettingsInput,
): Promise<FacilitySettings> {
  await mayManage(db, caller, input.facility_id);
  const id = input.facility_id;
  const made = await db.$transaction(async (tx) => {
    const before = await readSettings(tx, id);
    const made = await writeSettings(tx, id, input, before);
    const after = await readSettings(tx, id);
    const changes = Object.fromEntries(
      (Object.keys(after) as (keyof typeof after)[])
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
        .map((k) => [k, [before[k], after[k]]]),
    );
    if (Object.keys(changes).length) {
      await tx.facilityEvent.create({
        data: { facilityId: id, actor: caller.actor, changes: JSON.stringify(changes) },
      });
      // The settings that changed, each before and after (the facility's whole settings would bury them).
      await recordAudit(tx, caller, {
        action: "update_facility_settings",
        target: { kind: "facility", id },
        facilityIds: [id],
        before: Object.fromEntries(Object.entries(changes).map(([k, [b]]) => [k, b])),
        after: Object.fromEntries(Object.entries(changes).map(([k, [, a]]) => [k, a])),
      });
    }
    return made;
  });
  return withSecret(await getFacilitySettings(db, caller, id), made.referenceSecret);
}

/** The settings answer with a signing secret this change made: shown this once. */
export const withSecret = (settings: FacilitySettings, secret?: string): FacilitySettings =>
  secret ? { ...settings, reference_check: { ...settings.reference_check, secret } } : settings;

/** Writes the settings sent onto facility `id` (whose settings were `before`), inside the caller's transaction. */
/** The facility's number as E.164, read with its country (the one sent with it, else its own); "" clears it. */
function facilityPhone(
  input: Pick<UpdateSettingsInput, "phone" | "country">,
  before: Pick<FacilitySettings, "country">,
): string | undefined {
  if (input.phone === undefined || input.phone === "") return input.phone;
  return driverPhone(input.phone, input.country ?? before.country, "phone") ?? undefined;
}

/** A name's translations as their column; absent: unchanged. */
const translationsColumn = (words: Record<string, string> | undefined) =>
  words ? { nameTranslations: JSON.stringify(words) } : {};

export async function writeSettings(
  tx: Tx,
  id: string,
  input: Omit<UpdateSettingsInput, "facility_id">,
  before: Omit<FacilitySettings, "history">,
): Promise<{ referenceSecret?: string }> {
  const references = await referenceCheckChange(tx, id, input, before);
  const scalar = {
    name: input.name,
    timeZone: input.time_zone,
    address: input.address,
    country: input.country,
    phone: facilityPhone(input, before),
    carrierInstructions: input.carrier_instructions,
    reminderHours: input.reminder_hours,
    defaultLocale: input.default_locale,
    notificationEmails: input.notification_emails && JSON.stringify([...new Set(input.notification_emails)]),
    instantBooking: input.instant_booking,
    acceptsCarrierBookings: input.accepts_carrier_bookings,
    slotStepMinutes: input.slot_step_minutes,
    bufferMinutes: input.buffer_minutes,
    minNoticeMinutes: input.min_notice_minutes,
    horizonDays: input.horizon_days,
    cancelCutoffMinutes: input.cancel_cutoff_minutes,
    freeTimeMinutes: input.free_time_minutes,
    onTimeToleranceMinutes: input.on_time_tolerance_minutes,
    ...(await publicLinkChange(tx, id, input, before)),
    ...(await ruleColumns(tx, id, input)),
    ...references.columns,
    ...customFieldColumns(input, before),
  };
  // Written first: on PostgreSQL this takes the facility's row lock, which every
  // booking takes too, so no booking runs halfway through a change of rules.
  await tx.facility.update({ where: { id }, data: { ...scalar, updatedAt: new Date() } });
  if (input.open_hours?.length) {
    // The weekdays sent replace theirs (a weekday sent twice: the last), in two statements for all of them.
    const days = [...new Map(input.open_hours.map((day) => [day.weekday, day])).values()];
    await tx.openHours.deleteMany({ where: { facilityId: id, weekday: { in: days.map((d) => d.weekday) } } });
    await tx.openHours.createMany({
      data: days.flatMap((day) =>
        day.periods.map((p) => ({
          facilityId: id,
          weekday: day.weekday,
          startMinute: minuteOf(p.start),
          endMinute: minuteOf(p.end),
        })),
      ),
    });
  }
  if (input.closed_dates) {
    await tx.closedDate.deleteMany({ where: { facilityId: id } });
    const unique = new Map(input.closed_dates.map((c) => [c.date, c.reason]));
    await tx.closedDate.createMany({
      data: [...unique].map(([date, reason]) => ({ facilityId: id, date, reason })),
    });
  }
  if (input.docks) {
    assertUniqueNames("docks", input.docks, before.docks);
    const loadTypeIds = new Set(before.load_types.map((l) => l.id));
    let position = before.docks.length;
    for (const [i, d] of input.docks.entries()) {
      const data = {
        name: d.name,
        ...translationsColumn(d.name_translations),
        inbound: d.directions.includes("Inbound"),
        outbound: d.directions.includes("Outbound"),
        active: d.active,
        ...dockRuleColumns(d, i, loadTypeIds),
      };
      if (d.remove) {
        if (!d.id) continue;
        // An appointment's dock is part of its record (and its history): such a dock is only ever deactivated.
        if (await tx.appointment.count({ where: { dockId: d.id } }))
          throw conflict(
            "dock_has_appointments",
            `${d.name} has appointments; take it out of service instead`,
            `docks[${i}].id`,
          );
        await tx.dock.delete({ where: { id: d.id } });
      } else if (d.id) await tx.dock.update({ where: { id: d.id }, data });
      else await tx.dock.create({ data: { ...data, facilityId: id, position: position++ } });
    }
  }
  if (input.load_types) {
    assertUniqueNames("load_types", input.load_types, before.load_types);
    for (const l of input.load_types) {
      const data = {
        name: l.name,
        ...translationsColumn(l.name_translations),
        inbound: l.directions.includes("Inbound"),
        outbound: l.directions.includes("Outbound"),
        durationMinutes: l.duration_minutes,
        ...(l.minutes_per_unit !== undefined ? { minutesPerUnit: l.minutes_per_unit } : {}),
        active: l.active,
      };
      if (l.id) await tx.loadType.update({ where: { id: l.id }, data });
      else await tx.loadType.create({ data: { ...data, facilityId: id } });
    }
  }
  return { referenceSecret: references.secret };
}
