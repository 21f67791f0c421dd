// The browser tests' mailbox: a real SMTP server (smtp-server) that keeps each
// message it takes as a file, and the tests' way to wait for one and read it
// with mailparser and its calendar invitation with ical.js.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { expect } from "@playwright/test";
import { MAILBOX } from "./env";

/** Starts the server on `port`; every message lands in MAILBOX as <time>-<n>.eml. */
export async function startMailbox(port: number): Promise<SMTPServer> {
  rmSync(MAILBOX, { recursive: true, force: true });
  mkdirSync(MAILBOX, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const name = `${Date.now()}-${String(++n).padStart(5, "0")}.eml`;
        // Written aside, then renamed: a reader never sees half a message.
        writeFileSync(path.join(MAILBOX, `.${name}`), Buffer.concat(chunks));
        renameSync(path.join(MAILBOX, `.${name}`), path.join(MAILBOX, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

async function messagesTo(address: string): Promise<ParsedMail[]> {
  const files = readdirSync(MAILBOX)
    .filter((f) => f.endsWith(".eml") && !f.startsWith("."))
    .sort();
  const all = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(MAILBOX, f)))));
  return all.filter((m) =>
    JSON.stringify(m.to ?? "")
      .toLowerCase()
      .includes(address.toLowerCase()),
  );
}

/** The first message to `address` whose subject matches, waiting for the app's outbox to send it. */
export async function waitForMail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address)).find((m) => subject.test(m.subject ?? ""));
        return found?.subject ?? null;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000], message: `no mail to ${address} matching ${subject}` },
    )
    .not.toBeNull();
  return found!;
}

/** The manage link (/a/<token>) in a message's text. */
export function manageLink(mail: ParsedMail): string {
  const m = /https?:\/\/\S+?\/a\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "");
  expect(m, "a manage link in the message").not.toBeNull();
  return m![0];
}

/** The message's calendar invitation, read with a real iCalendar parser. */
export function invitation(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(file, "a text/calendar attachment").toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}
