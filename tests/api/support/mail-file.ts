// The set-up of a test file that reads what Dockside mails: its own database (the outbox worker sends every
// due delivery it finds, so it must find only the file's), a real SMTP server the outbox sends to, links
// that name dock.example.com, and the messages' parts as the tests read them.
import { randomUUID } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll } from "vitest";
import { db } from "@/lib/db";
import { runOutboxUntilIdle } from "@/lib/worker/worker";
import { readCalendar } from "./ical";
import { startMailbox, type Mailbox } from "./mailbox";
import { ownDatabase } from "./own-database";

export type MailFile = {
  /** The SMTP server, up from the file's beforeAll on. */
  box: Mailbox;
  /** Sends what is due now (reminders aside) and resolves when the outbox is idle. */
  deliver(): ReturnType<typeof runOutboxUntilIdle>;
};

/** Call at the top of the file, before anything uses `db`. */
export function mailFile(): MailFile {
  ownDatabase();
  const file = { deliver: () => runOutboxUntilIdle(db, { now: new Date(), reminders: false }) } as MailFile;
  beforeAll(async () => {
    file.box = await startMailbox();
    process.env.SMTP_URL = file.box.url;
    process.env.NEXTAUTH_URL = "http://dock.example.com";
  });
  afterAll(() => file.box.stop());
  return file;
}

/** A fresh address for one test: "dispatch-1a2b3c4d@example.com". */
export const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/** The message's calendar invitation, read with ical.js; null without one. */
export function calendarOf(m: ParsedMail) {
  const part = m.attachments.find((a) => a.contentType === "text/calendar");
  return part ? readCalendar(part.content.toString("utf8")) : null;
}
