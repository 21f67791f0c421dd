// search_facilities: where this caller may book, matched by name or address.
import type { Db, Prisma } from "../db";
import type { Caller } from "../core/caller";
import { directionsOf } from "./directions";
import { parseWordTranslations } from "../i18n/facility-words";
import {
  MAX_SEARCH_RESULTS,
  type BookableFacility,
  type FacilityLoadType,
  type SearchFacilitiesInput,
} from "./search-schema";

/** The facilities a caller may book at: carriers where carrier bookings are accepted, staff their own, admins all. */
export function bookableWhere(caller: Caller): Prisma.FacilityWhereInput {
  if (caller.role === "admin") return {};
  if (caller.role === "carrier") return { acceptsCarrierBookings: true };
  return { id: { in: caller.facilityIds } };
}

export async function searchFacilities(
  db: Db,
  caller: Caller,
  input: SearchFacilitiesInput,
): Promise<BookableFacility[]> {
  const rows = await db.facility.findMany({
    where: bookableWhere(caller),
    orderBy: [{ name: "asc" }, { id: "asc" }],
    include: { loadTypes: { where: { active: true }, orderBy: { name: "asc" } } },
  });
  // Matched here rather than in SQL: case-insensitive `contains` differs
  // between SQLite and PostgreSQL in Prisma, and a site has tens of
  // facilities, not millions.
  const words = (input.query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const matches = rows.filter((f) => {
    const haystack = `${f.name} ${f.address}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
  return matches.slice(0, MAX_SEARCH_RESULTS).map((f) => ({
    id: f.id,
    name: f.name,
    time_zone: f.timeZone,
    address: f.address,
    instant_booking: f.instantBooking,
    carrier_instructions: f.carrierInstructions,
    load_types: f.loadTypes.map(loadTypeOf),
  }));
}

/** A load type as booking forms get it: with its name per language, for the reader's. */
export function loadTypeOf(l: {
  id: string;
  name: string;
  nameTranslations: string;
  durationMinutes: number;
  minutesPerUnit: number;
  inbound: boolean;
  outbound: boolean;
}): FacilityLoadType {
  return {
    id: l.id,
    name: l.name,
    name_translations: parseWordTranslations(l.nameTranslations),
    duration_minutes: l.durationMinutes,
    minutes_per_unit: l.minutesPerUnit,
    directions: directionsOf(l),
  };
}
