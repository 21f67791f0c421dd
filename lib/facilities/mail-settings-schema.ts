// A facility's e-mail settings: when carriers get a reminder, and which
// addresses of the facility hear of new requests and of carriers' changes, and
// the facility's language where no reader has chosen one.
import { z } from "zod";
import { emailList, optional, wholeNumber } from "../core/validation";
import { LOCALES } from "../i18n/locales";

export const MAX_REMINDER_HOURS = 168;

export const mailSettingFields = {
  reminder_hours: optional(wholeNumber(0, MAX_REMINDER_HOURS)).meta({
    description: "Hours before the start a reminder e-mail goes to the carrier; 0: none. Default 24.",
  }),
  notification_emails: optional(emailList).meta({
    description:
      "The facility's addresses told by e-mail of new requests waiting for approval and of carriers' cancellations and reschedules.",
  }),
  default_locale: optional(z.enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` })).meta({
    description:
      "The facility's language: carriers' e-mails of bookings made through the API, and gate tablets without their own language, use it. Default en.",
  }),
};

export const mailSettings = {
  reminder_hours: z.number().int(),
  notification_emails: z.array(z.string()),
  default_locale: z.enum(LOCALES),
};
