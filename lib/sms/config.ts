// Text configuration from the environment. Without SMS_URL texts are kept and shown on the appointment's
// panel, never sent, as mail is without SMTP_URL.
import { redactedUrl } from "../core/redacted-url";

export const DEFAULT_SMS_FROM = "Dockside";

/** smpp://system_id:password@host:2775 or https://gateway/path; null when texts are not sent. */
export function smsUrl(): string | null {
  return process.env.SMS_URL?.trim() || null;
}

export const smsIsSent = () => smsUrl() !== null;

/** The sender: the facility's number at the SMSC (E.164) or an alphanumeric name it allows. */
export const smsFrom = () => process.env.SMS_FROM?.trim() || DEFAULT_SMS_FROM;

/** The HTTP gateway's bearer secret, and the key inbound POSTs are signed with. */
export const smsToken = () => process.env.SMS_TOKEN?.trim() || null;

export function smsStatusLines(): string[] {
  const url = smsUrl();
  if (url) return [`Texts: sent through ${redactedUrl(url)} from ${smsFrom()}`];
  return [
    "Texts: NOT sent (no SMS_URL). Driver texts are kept and shown on the appointment's panel.",
    "  To send them, set SMS_URL=smpp://system_id:password@host:2775 (or https://... with SMS_TOKEN)",
    "  and SMS_FROM=+15550100 (the facility's number at the SMSC), then restart.",
  ];
}
