// The words of driver texts (messages/<locale>/sms.json), in the booking's language, else the facility's.
// Times are the mail's short start ("Mon 30 Mar 01:30 GMT+2"), in the facility's zone.
import { createTranslator } from "next-intl";
import english from "../../messages/en/sms.json";
import { pickLocale, type Locale } from "../i18n/locales";
import { loadMessages } from "../i18n/messages";
import { mailWords } from "../i18n/mail-words";

type Values = Record<string, string | number>;
export type SmsWords = {
  locale: Locale;
  t: (key: string, values?: Values) => string;
  time: (iso: string, zone: string) => string;
};

export async function smsWords(...choices: (string | null | undefined)[]): Promise<SmsWords> {
  const locale = pickLocale(...choices);
  const messages = locale === "en" ? english : ((await loadMessages(locale)).sms as Record<string, unknown>);
  const translate = createTranslator({ locale, messages: { sms: messages }, namespace: "sms" });
  const mail = await mailWords(locale);
  return {
    locale,
    t: (key, values) => translate(key as never, values as never) as string,
    time: mail.start,
  };
}
