// The language of a gate tablet: the driver's one-tap choice for this check-in,
// else the device's own setting, else the facility's default language. A
// browser that is neither this facility's device nor its staff reads a
// facility whose public link is off exactly as a slug that names none: in
// English, so that the language does not tell a stranger the slug exists.
import type { Db } from "../db";
import { secretHash } from "../core/handed-out-secret";
import { DEFAULT_LOCALE, pickLocale, type Locale } from "../i18n/locales";
import { GATE_SECRET_PREFIX } from "./links";

export async function gateLocale(
  db: Db,
  slug: string,
  cookies: { deviceSecret?: string; driverChoice?: string },
  staffOf: (facilityId: string) => Promise<boolean> = async () => false,
): Promise<Locale> {
  const facility = await db.facility.findUnique({
    where: { slug },
    select: { id: true, defaultLocale: true, publicBooking: true },
  });
  const unknown = pickLocale(cookies.driverChoice, DEFAULT_LOCALE);
  if (!facility) return unknown;
  const secret = cookies.deviceSecret;
  const device =
    secret?.startsWith(GATE_SECRET_PREFIX) && secret.length <= 200
      ? await db.gateLink.findUnique({
          where: { hash: secretHash(secret) },
          select: { facilityId: true, locale: true },
        })
      : null;
  const ours = device?.facilityId === facility.id;
  if (!ours && facility.publicBooking === "off" && !(await staffOf(facility.id))) return unknown;
  return pickLocale(cookies.driverChoice, ours ? device.locale : null, facility.defaultLocale);
}
