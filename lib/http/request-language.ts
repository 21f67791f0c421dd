// next-intl's per-request configuration: which language this request reads.
// URLs never carry the language. A signed-in person's saved choice, else the
// header switcher's cookie, else the browser's languages, else English; a gate
// tablet reads its own language (lib/gate/locale.ts).
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { currentUser } from "../auth/current-user";
import { isStaffOf } from "../core/caller";
import { PATH_HEADER } from "../auth/callback-url";
import { db } from "../db";
import { GATE_COOKIE } from "../gate/links";
import { gateLocale } from "../gate/locale";
import { GATE_LOCALE_COOKIE, LOCALE_COOKIE, pickLocale, type Locale } from "../i18n/locales";
import { fromAcceptLanguage } from "../i18n/accept-language";
import { loadMessages } from "../i18n/messages";

export async function requestLocale(): Promise<Locale> {
  const [store, h] = await Promise.all([cookies(), headers()]);
  const gate = /^\/gate\/([^/?]+)(?:\?|$)/.exec(h.get(PATH_HEADER) ?? "");
  if (gate)
    return gateLocale(
      db,
      decodeURIComponent(gate[1]),
      { deviceSecret: store.get(GATE_COOKIE)?.value, driverChoice: store.get(GATE_LOCALE_COOKIE)?.value },
      async (facilityId) => {
        const user = await currentUser();
        return !!user && isStaffOf(user, facilityId);
      },
    );
  const user = await currentUser();
  return pickLocale(
    user?.locale,
    store.get(LOCALE_COOKIE)?.value,
    fromAcceptLanguage(h.get("accept-language")),
  );
}

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  // Every facility time is formatted with its facility's zone, given where it is formatted; this one only
  // keeps the server and the browser from guessing differently.
  return { locale, timeZone: "UTC", messages: await loadMessages(locale) };
});
