// The language of a gate tablet: the driver's one-tap choice for this check-in,
// else the device's own setting, else the facility's default language.
import type { Db } from "../db";
import { secretHash } from "../core/handed-out-secret";
import { DEFAULT_LOCALE, pickLocale, type Locale } from "../i18n/locales";
import { GATE_SECRET_PREFIX } from "./links";

export async function gateLocale(
  db: Db,
  slug: string,
  cookies: { deviceSecret?: string; driverChoice?: string },
): Promise<Locale> {
  const facility = await db.facility.findUnique({
    where: { slug },
    select: { id: true, defaultLocale: true },
  });
  if (!facility) return pickLocale(cookies.driverChoice, DEFAULT_LOCALE);
  const secret = cookies.deviceSecret;
  const device =
    secret?.startsWith(GATE_SECRET_PREFIX) && secret.length <= 200
      ? await db.gateLink.findUnique({
          where: { hash: secretHash(secret) },
          select: { facilityId: true, locale: true },
        })
      : null;
  const own = device?.facilityId === facility.id ? device.locale : null;
  return pickLocale(cookies.driverChoice, own, facility.defaultLocale);
}
