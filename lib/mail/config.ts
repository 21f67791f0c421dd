// Mail configuration from the environment. Without SMTP_URL (the embedded
// default) messages are kept in the outbox for admins to read, not sent.
import { redactedUrl } from "../core/redacted-url";

export const DEFAULT_MAIL_FROM = "Dockside <no-reply@localhost>";

export type Address = { name: string; email: string };

/** smtp://user:pass@host:587 or smtps://user:pass@host:465; null when mail is not sent. */
export function smtpUrl(): string | null {
  return process.env.SMTP_URL?.trim() || null;
}

export const mailIsSent = () => smtpUrl() !== null;

/** MAIL_FROM as a name and an address: `Dockside <no-reply@example.com>` or a bare address. */
export function mailFrom(): Address {
  const raw = process.env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const named = /^\s*"?([^"<]*?)"?\s*<([^>\s]+)>\s*$/.exec(raw);
  return named ? { name: named[1], email: named[2] } : { name: "", email: raw };
}

/** What `npm start` says about mail: sent, and how, or kept, and how to turn sending on. */
export function mailStatusLines(): string[] {
  const url = smtpUrl();
  const from = mailFrom();
  if (url)
    return [
      `Mail: sent through ${redactedUrl(url)} from ${from.name ? `${from.name} <${from.email}>` : from.email}`,
    ];
  return [
    "Mail: NOT sent (no SMTP_URL). Messages are kept; admins read them on the Mail page (/mail).",
    "  To send mail, set SMTP_URL=smtp://user:password@host:587 (or smtps://...:465)",
    '  and MAIL_FROM="Your Warehouse <dock@example.com>", then restart.',
  ];
}
