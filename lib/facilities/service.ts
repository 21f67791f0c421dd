// Creating and changing facilities from the admin command line and the demo
// data (and the tests): a new facility goes through the create_facility
// operation's schema and write (./settings-create.ts), as one made in the app.
import type { Db } from "../db";
import { invalid, notFound } from "../core/errors";
import { parseInput } from "../core/validation";
import type { AppointmentType } from "../core/vocabulary";
import type { PublicBookingMode } from "./public-link-schema";
import { createFacilityInput } from "./settings-schema";
import { insertFacility } from "./settings-create";
import { parseHoursSpec, formatMinute, type OpenPeriod } from "../core/hours";

export type NewFacility = {
  name: string;
  timeZone?: string;
  instantBooking?: boolean;
  acceptsCarrierBookings?: boolean;
  /** The public booking link (/f/<slug>, the slug from the name): off unless said. */
  publicBooking?: PublicBookingMode;
  /** A number of docks named "Dock 1".., or each dock's name and directions. */
  docks?: number | { name: string; inbound?: boolean; outbound?: boolean }[];
  hours?: string | OpenPeriod[];
  minNoticeMinutes?: number;
  horizonDays?: number;
  slotStepMinutes?: number;
  bufferMinutes?: number;
  cancelCutoffMinutes?: number;
  address?: string;
  /** ISO 3166 country: drivers' numbers written without a country code are read as its (US unless said). */
  country?: string;
  loadTypes?: { name: string; durationMinutes: number; inbound?: boolean; outbound?: boolean }[];
};

const DEFAULT_HOURS = "Mon-Fri 08:00-17:00";

const directions = (d: { inbound?: boolean; outbound?: boolean }): AppointmentType[] => [
  ...(d.inbound === false ? [] : (["Inbound"] as const)),
  ...(d.outbound === false ? [] : (["Outbound"] as const)),
];

/** The hours as create_facility takes them: each weekday's periods (weekdays not named: closed). */
function openHours(hours: NewFacility["hours"]) {
  let periods: OpenPeriod[];
  try {
    periods =
      typeof hours === "string" || hours === undefined ? parseHoursSpec(hours ?? DEFAULT_HOURS) : hours;
  } catch (e) {
    throw invalid("hours", "invalid_format", (e as Error).message);
  }
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    periods: periods
      .filter((p) => p.weekday === weekday)
      .sort((x, y) => x.startMinute - y.startMinute)
      .map((p) => ({ start: formatMinute(p.startMinute), end: formatMinute(p.endMinute) })),
  }));
}

/** `input` as a create_facility request body, for that operation's schema to judge. */
function operationBody(input: NewFacility): Record<string, unknown> {
  const docks: { name: string; inbound?: boolean; outbound?: boolean }[] | undefined =
    typeof input.docks === "number"
      ? Array.from({ length: input.docks }, (_, i) => ({ name: `Dock ${i + 1}` }))
      : input.docks;
  return {
    name: input.name,
    time_zone: input.timeZone ?? "UTC",
    address: input.address,
    country: input.country,
    instant_booking: input.instantBooking,
    accepts_carrier_bookings: input.acceptsCarrierBookings,
    public_booking: input.publicBooking,
    min_notice_minutes: input.minNoticeMinutes,
    horizon_days: input.horizonDays,
    slot_step_minutes: input.slotStepMinutes,
    buffer_minutes: input.bufferMinutes,
    cancel_cutoff_minutes: input.cancelCutoffMinutes,
    open_hours: openHours(input.hours),
    docks: docks?.map((d) => ({ name: d.name, directions: directions(d) })),
    load_types: input.loadTypes?.map((l) => ({
      name: l.name,
      directions: directions(l),
      duration_minutes: l.durationMinutes,
    })),
  };
}

/** A new facility, through the app's create_facility schema and write; `actor` is who made it. */
export async function createFacility(db: Db, input: NewFacility, actor = "admin-cli") {
  const { id } = await insertFacility(db, actor, parseInput(createFacilityInput, operationBody(input)));
  return facilitySummary(db, id);
}

/** A facility as the admin command line and settings show it. */
export async function facilitySummary(db: Db, id: string) {
  const f = await db.facility.findUnique({
    where: { id },
    include: {
      docks: { orderBy: { position: "asc" } },
      openHours: { orderBy: [{ weekday: "asc" }, { startMinute: "asc" }] },
      closedDates: { orderBy: { date: "asc" } },
      loadTypes: { orderBy: { name: "asc" } },
    },
  });
  if (!f) throw notFound("facility");
  const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  return {
    id: f.id,
    name: f.name,
    timezone: f.timeZone,
    address: f.address,
    instant_booking: f.instantBooking,
    accepts_carrier_bookings: f.acceptsCarrierBookings,
    min_notice_minutes: f.minNoticeMinutes,
    horizon_days: f.horizonDays,
    slot_step_minutes: f.slotStepMinutes,
    buffer_minutes: f.bufferMinutes,
    cancel_cutoff_minutes: f.cancelCutoffMinutes,
    hours: f.openHours.map(
      (h) => `${DAYS[h.weekday - 1]} ${formatMinute(h.startMinute)}-${formatMinute(h.endMinute)}`,
    ),
    closed_dates: f.closedDates.map((c) => c.date),
    docks: f.docks.map((d) => ({
      id: d.id,
      name: d.name,
      inbound: d.inbound,
      outbound: d.outbound,
      active: d.active,
    })),
    load_types: f.loadTypes.map((l) => ({
      id: l.id,
      name: l.name,
      duration_minutes: l.durationMinutes,
      inbound: l.inbound,
      outbound: l.outbound,
    })),
  };
}

export async function listFacilities(db: Db) {
  const rows = await db.facility.findMany({ orderBy: { name: "asc" }, select: { id: true } });
  return Promise.all(rows.map((r) => facilitySummary(db, r.id)));
}

export async function closeDate(db: Db, facilityId: string, date: string, reason = "") {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    throw invalid("date", "invalid_format", "must be a date as YYYY-MM-DD");
  const facility = await db.facility.findUnique({ where: { id: facilityId }, select: { id: true } });
  if (!facility) throw notFound("facility");
  await db.closedDate.upsert({
    where: { facilityId_date: { facilityId, date } },
    create: { facilityId, date, reason },
    update: { reason },
  });
  await db.facility.update({ where: { id: facilityId }, data: { updatedAt: new Date() } });
  return facilitySummary(db, facilityId);
}
