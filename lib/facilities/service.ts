// Creating and changing facilities (admin command line, demo data, settings).
import { IANAZone } from "luxon";
import type { Db } from "../db";
import { invalid, notFound } from "../core/errors";
import { freeSlug } from "./slug";
import type { PublicBookingMode } from "./public-link-schema";
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
  loadTypes?: { name: string; durationMinutes: number; inbound?: boolean; outbound?: boolean }[];
};

export const DEFAULT_HOURS = "Mon-Fri 08:00-17:00";

export function assertTimeZone(zone: string, field = "timezone"): void {
  if (!IANAZone.isValidZone(zone))
    throw invalid(field, "invalid_time_zone", `"${zone}" is not an IANA time zone such as Europe/Berlin`);
}

function nonNegative(field: string, value: number | undefined, max: number): void {
  if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > max)) {
    throw invalid(field, "out_of_range", `must be a whole number from 0 to ${max}`);
  }
}

/** A new facility, its history starting from "created" like one made in the app; `actor` is who made it. */
export async function createFacility(db: Db, input: NewFacility, actor = "admin-cli") {
  const name = input.name?.trim();
  if (!name) throw invalid("name", "required", "is required");
  const timeZone = input.timeZone ?? "UTC";
  assertTimeZone(timeZone);
  nonNegative("min_notice_minutes", input.minNoticeMinutes, 525_600);
  nonNegative("horizon_days", input.horizonDays, 730);
  nonNegative("buffer_minutes", input.bufferMinutes, 240);
  nonNegative("cancel_cutoff_minutes", input.cancelCutoffMinutes, 525_600);
  if (input.slotStepMinutes !== undefined && ![5, 10, 15, 20, 30, 60].includes(input.slotStepMinutes)) {
    throw invalid("slot_step_minutes", "out_of_range", "must be one of 5, 10, 15, 20, 30 or 60");
  }
  if (input.publicBooking === "instant" && !input.instantBooking)
    throw invalid(
      "public_booking",
      "instant_needs_instant_booking",
      "can be instant only with instant booking",
    );
  let hours: OpenPeriod[];
  try {
    hours =
      typeof input.hours === "string" || input.hours === undefined
        ? parseHoursSpec(input.hours ?? DEFAULT_HOURS)
        : input.hours;
  } catch (e) {
    throw invalid("hours", "invalid_format", (e as Error).message);
  }
  const docks: { name: string; inbound?: boolean; outbound?: boolean }[] =
    typeof input.docks === "number" || input.docks === undefined
      ? Array.from({ length: input.docks ?? 2 }, (_, i) => ({ name: `Dock ${i + 1}` }))
      : input.docks;
  if (!docks.length || docks.length > 200)
    throw invalid("docks", "out_of_range", "must be from 1 to 200 docks");

  const facility = await db.$transaction(async (tx) => {
    const made = await tx.facility.create({
      data: {
        name,
        timeZone,
        slug: await freeSlug(tx, name),
        publicBooking: input.publicBooking ?? "off",
        address: input.address ?? "",
        instantBooking: input.instantBooking ?? false,
        acceptsCarrierBookings: input.acceptsCarrierBookings ?? true,
        minNoticeMinutes: input.minNoticeMinutes ?? 0,
        horizonDays: input.horizonDays ?? 90,
        slotStepMinutes: input.slotStepMinutes ?? 30,
        bufferMinutes: input.bufferMinutes ?? 0,
        cancelCutoffMinutes: input.cancelCutoffMinutes ?? 0,
        docks: {
          create: docks.map((d, position) => ({
            name: d.name,
            position,
            inbound: d.inbound ?? true,
            outbound: d.outbound ?? true,
          })),
        },
        openHours: { create: hours },
        loadTypes: input.loadTypes ? { create: input.loadTypes } : undefined,
      },
    });
    await tx.facilityEvent.create({
      data: { facilityId: made.id, actor, changes: JSON.stringify({ created: [null, name] }) },
    });
    return made;
  });
  return facilitySummary(db, facility.id);
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
