// E-mail as an outbox channel: appointment events fan out into messages
// (appointment-mail.ts), each sent over SMTP (transport.ts) with retries.
import type { Channel } from "../outbox/channel";
import { delaysFrom } from "../outbox/channel";
import { appointmentMail } from "./appointment-mail";
import { sendMail } from "./transport";

/** 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h: about ten and a half hours before a message has failed. */
export const DEFAULT_MAIL_RETRY_SECONDS = [30, 120, 600, 1800, 3600, 10_800, 21_600];

export const mailChannel: Channel = {
  name: "email",
  fanOut: appointmentMail,
  send: sendMail,
  retryDelays: () => delaysFrom(process.env.MAIL_RETRY_SECONDS, DEFAULT_MAIL_RETRY_SECONDS),
};
