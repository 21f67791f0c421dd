// A facility's e-mail settings: when carriers get a reminder, and which
// addresses of the facility hear of new requests and of carriers' changes.
import { z } from "zod";
import { emailList, optional } from "../core/validation";

export const MAX_REMINDER_HOURS = 168;

export const mailSettingFields = {
  reminder_hours: optional(
    z
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be at least 0" })
      .max(MAX_REMINDER_HOURS, { error: `must be at most ${MAX_REMINDER_HOURS}` }),
  ).meta({
    description: "Hours before the start a reminder e-mail goes to the carrier; 0: none. Default 24.",
  }),
  notification_emails: optional(emailList).meta({
    description:
      "The facility's addresses told by e-mail of new requests waiting for approval and of carriers' cancellations and reschedules.",
  }),
};

export const mailSettings = {
  reminder_hours: z.number().int(),
  notification_emails: z.array(z.string()),
};
