// A facility as its public booking link shows it. A link that is off, and one
// that never existed, answer the same 404: the slug must not reveal facilities.
import type { Db } from "../db";
import { notFound } from "../core/errors";
import { directionsOf } from "./directions";
import { loadTypeOf } from "./search";
import type { PublicFacility } from "./public-schema";
import { formFields } from "../fields/booking-form";
import { parseFields } from "../fields/values";

/**
 * Whether a facility opens itself to people without an account (its public link, the gate on a driver's
 * phone): while its public link is on. Anywhere else a stranger reads it as a slug that names none.
 */
export const openToPublic = (f: { publicBooking: string }) => f.publicBooking !== "off";

/** The facility whose public link is /f/<slug> and on; 404 otherwise. */
export async function facilityBySlug(db: Db, slug: string) {
  const f = await db.facility.findUnique({
    where: { slug },
    include: {
      docks: { where: { active: true }, select: { inbound: true, outbound: true } },
      loadTypes: { where: { active: true }, orderBy: { name: "asc" } },
    },
  });
  if (!f || !openToPublic(f)) throw notFound("booking link");
  return f;
}

export async function getPublicFacility(db: Db, slug: string): Promise<PublicFacility> {
  const f = await facilityBySlug(db, slug);
  return {
    slug: f.slug,
    name: f.name,
    time_zone: f.timeZone,
    address: f.address,
    carrier_instructions: f.carrierInstructions,
    booking: f.publicBooking === "instant" && f.instantBooking ? "instant" : "requests",
    directions: directionsOf({
      inbound: f.docks.some((d) => d.inbound),
      outbound: f.docks.some((d) => d.outbound),
    }),
    load_types: f.loadTypes.map(loadTypeOf),
    cancel_cutoff_minutes: f.cancelCutoffMinutes,
    custom_fields: formFields(parseFields(f.customFields), "carrier"),
  };
}
