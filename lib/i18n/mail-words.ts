// The language of an appointment's e-mails and calendar file: the booking's own (Appointment.locale, the
// page it was booked on), else the facility's default language; staff notifications read the facility's.
// English keeps the words and time formats every message has always had (lib/core/time.ts); the other
// languages format days and times with Intl in that language, in the facility's zone.
import { createTranslator } from "next-intl";
import english from "../../messages/en/email.json";
import { localRange, shortDay, clock, inZone, zoneAbbreviation } from "../core/time";
import { pickLocale, type Locale } from "./locales";
import { loadMessages } from "./messages";

type Values = Record<string, string | number>;

export type MailWords = {
  locale: Locale;
  t: (key: string, values?: Values) => string;
  /** "Monday 30 March 2026, 01:30–04:00 Central European Summer Time (GMT+2)": the appointment's time. */
  range: (startIso: string, endIso: string, zone: string) => string;
  /** "Mon 30 Mar 01:30 GMT+2": the start, short, for a subject line. */
  start: (iso: string, zone: string) => string;
};

function wordsOf(locale: Locale, messages: Record<string, unknown>): MailWords {
  const translate = createTranslator({ locale, messages: { email: messages }, namespace: "email" });
  const t = (key: string, values?: Values) => translate(key as never, values as never) as string;
  if (locale === "en")
    return {
      locale,
      t,
      range: localRange,
      start: (iso, zone) => {
        const s = inZone(iso, zone);
        return `${shortDay(s)} ${clock(s)} ${zoneAbbreviation(zone, s)}`;
      },
    };
  const day = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
  const time = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
  const zoneName = (at: Date, zone: string, style: "long" | "short") =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? zone;
  return {
    locale,
    t,
    range: (startIso, endIso, zone) => {
      const [s, e] = [new Date(startIso), new Date(endIso)];
      const span = new Intl.DateTimeFormat(locale, { ...day, ...time, timeZone: zone }).formatRange(s, e);
      return `${span} ${zoneName(s, zone, "long")}`;
    },
    start: (iso, zone) =>
      new Intl.DateTimeFormat(locale, {
        weekday: "short",
        day: "numeric",
        month: "short",
        ...time,
        timeZone: zone,
        timeZoneName: "short",
      }).format(new Date(iso)),
  };
}

/** English, at hand without loading: what a message is in when no language is given. */
export const ENGLISH: MailWords = wordsOf("en", english);

/** The words of `locale`, else the facility's default language, else English. */
export async function mailWords(...choices: (string | null | undefined)[]): Promise<MailWords> {
  const locale = pickLocale(...choices);
  if (locale === "en") return ENGLISH;
  return wordsOf(locale, (await loadMessages(locale)).email as Record<string, unknown>);
}
