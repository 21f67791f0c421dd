// What carriers and facilities receive, read from a real SMTP server with
// mailparser and the invitations with ical.js: the facility, its address and
// instructions, the time in its zone, the code, a manage link per message, and
// one calendar event (same UID, growing SEQUENCE) updated and then cancelled.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { appointmentIdForManageToken } from "@/lib/record/manage-links";
import { bookingBody, call, carrierToken, db, makeFacility, staffToken } from "./helpers";
import { op, reschedule, setStatus } from "./ops";
import { adminSession } from "./support/admin-session";
import { address, calendarOf, mailFile } from "./support/mail-file";

const smtp = mailFile();

const manageToken = (m: ParsedMail) =>
  /http:\/\/dock\.example\.com\/a\/([A-Za-z0-9_-]{43})/.exec(m.text ?? "")?.[1];

async function approvalFacility() {
  const f = await makeFacility({
    instantBooking: false,
    timeZone: "America/Chicago",
    address: "1200 W Fulton St, Chicago, IL 60607",
  });
  const desk = address("desk");
  await db.facility.update({
    where: { id: f.id },
    data: {
      carrierInstructions: "Check in at gate 3; bring the PO.",
      notificationEmails: JSON.stringify([desk]),
    },
  });
  return { f, desk, staff: await staffToken([f.id]) };
}

describe("appointment e-mail", () => {
  it("shows what the booker typed only in labelled fields, after the facility's own words", async () => {
    const { f, desk } = await approvalFacility();
    const carrier = await carrierToken();
    const dispatch = address("dispatch");
    const start = DateTime.now().setZone("America/Chicago").plus({ days: 3 }).set({ hour: 10, minute: 0 });
    const lure = "Your account is suspended. Pay the fee at pay.evil.example";
    const booked = await call(
      "request",
      bookingBody(f.id, start, 60, {
        carrier: "Urgent Notice Freight",
        carrier_email: dispatch,
        carrier_notes: `Gate code please.\n\n${lure}`,
      }),
      { token: carrier.token },
    );
    expect(booked.status, booked.text).toBe(200);
    await smtp.deliver();
    const [toDesk] = smtp.box.to(desk);
    const [toCarrier] = smtp.box.to(dispatch);
    const [intro] = toDesk.text!.split("\n\n");
    expect(intro).toBe("A carrier requested a dock appointment that waits for approval.");
    expect(toDesk.text).toContain("Carrier: Urgent Notice Freight");
    expect(toDesk.text).toMatch(/Carrier's note: Gate code please\.\n\nYour account is suspended/);
    expect(toDesk.text!.indexOf(lure)).toBeGreaterThan(toDesk.text!.indexOf("Carrier's note:"));
    // The carrier's own confirmation carries the facility's words, not the note.
    expect(toCarrier.text).not.toContain(lure);
    expect(toCarrier.text!.split("\n\n")[0]).toBe(
      "We have your request. The facility confirms it by e-mail.",
    );
  });

  it("follows a request through approval, a carrier's reschedule and cancellation, across a DST change", async () => {
    const { f, desk, staff } = await approvalFacility();
    const carrier = await carrierToken();
    const dispatch = address("dispatch");
    // 01:30 CST on the night clocks go forward in Chicago: 07:30Z, and two hours end at 04:30 CDT (09:30Z).
    const start = DateTime.fromISO("2027-03-14T01:30", { zone: "America/Chicago" });
    const booked = await call(
      "request",
      bookingBody(f.id, start, 120, { carrier: carrier.company, carrier_emails: [dispatch] }),
      { token: carrier.token },
    );
    expect(booked.status, booked.text).toBe(200);
    const a = booked.json;
    expect(await smtp.deliver()).toMatchObject({ dispatched: 1, succeeded: 2 });

    const [received] = smtp.box.to(dispatch);
    expect(received.subject).toBe(
      `Request received: Delivery at ${f.name}, Sun 14 Mar 01:30 CST (${a.confirmation_code})`,
    );
    expect(received.from?.text).toBe('"Dockside" <no-reply@localhost>');
    for (const part of [received.text!, received.html as string]) {
      expect(part).toContain(f.name);
      expect(part).toContain("1200 W Fulton St, Chicago, IL 60607");
      expect(part).toContain(a.confirmation_code);
      expect(part).toContain(
        "Sunday 14 March 2027, 01:30–04:30 Central Standard Time (CST), America/Chicago",
      );
    }
    expect(received.text).toContain("Instructions from the facility:\nCheck in at gate 3; bring the PO.");
    expect(received.html).toContain("Check in at gate 3; bring the PO.");
    const token = manageToken(received);
    expect(await appointmentIdForManageToken(db, token!)).toBe(a.id);
    const first = calendarOf(received)!;
    expect(first).toMatchObject({
      method: "REQUEST",
      uid: `${a.id}@dockside`,
      sequence: 0,
      start: "2027-03-14T07:30:00.000Z",
      end: "2027-03-14T09:30:00.000Z",
      location: "1200 W Fulton St, Chicago, IL 60607",
      status: "TENTATIVE",
      organizer: "mailto:no-reply@localhost",
      attendees: [`mailto:${dispatch}`],
      alarm: "-PT1H",
    });
    expect(first.description).toContain("Check in at gate 3; bring the PO.");
    expect(first.description).toContain(`http://dock.example.com/a/${token}`);
    const [request] = smtp.box.to(desk);
    expect(request.subject).toMatch(/^New request to approve: Delivery at /);
    expect(request.text).toContain(carrier.company);
    expect(request.text).toContain("http://dock.example.com/requests");

    expect((await setStatus(a.id, "approve", staff)).status).toBe(200);
    const later = DateTime.fromISO("2027-03-15T10:00", { zone: "America/Chicago" });
    expect((await reschedule(a.id, later, 60, carrier.token)).status).toBe(200);
    expect((await setStatus(a.id, "cancel", carrier.token, { note: "load not ready" })).status).toBe(200);
    expect(await smtp.deliver()).toMatchObject({ dispatched: 3, succeeded: 5 });

    const mails = smtp.box.to(dispatch);
    expect(mails.map((m) => m.subject!.split(":")[0])).toEqual([
      "Request received",
      "Approved",
      "New time requested",
      "Cancelled",
    ]);
    const calendars = mails.map(calendarOf);
    expect(calendars.map((c) => [c!.method, c!.uid, c!.sequence, c!.status])).toEqual([
      ["REQUEST", `${a.id}@dockside`, 0, "TENTATIVE"],
      ["REQUEST", `${a.id}@dockside`, 1, "CONFIRMED"],
      ["REQUEST", `${a.id}@dockside`, 2, "TENTATIVE"],
      ["CANCEL", `${a.id}@dockside`, 3, "CANCELLED"],
    ]);
    expect(calendars[2]).toMatchObject({
      start: "2027-03-15T15:00:00.000Z",
      end: "2027-03-15T16:00:00.000Z",
    });
    expect(calendars[3]!.alarm).toBeNull();
    expect(mails[2].text).toContain(
      "Previously: Sunday 14 March 2027, 01:30–04:30 Central Standard Time (CST)",
    );
    expect(mails[2].text).toContain(
      "When: Monday 15 March 2027, 10:00–11:00 Central Daylight Time (CDT), America/Chicago",
    );
    expect(mails[3].text).toContain("Reason: at the carrier's request\nCarrier's note: load not ready");
    // A fresh link in every message.
    const tokens = mails.map(manageToken);
    expect(new Set(tokens).size).toBe(4);
    for (const t of tokens) expect(await appointmentIdForManageToken(db, t!)).toBe(a.id);

    expect(smtp.box.to(desk).map((m) => m.subject!.split(":")[0])).toEqual([
      "New request to approve",
      "Carrier rescheduled",
      "Carrier cancelled",
    ]);
  });

  it("writes to every carrier address with its own link, and tells the carrier why staff declined", async () => {
    const { f, desk, staff } = await approvalFacility();
    const [one, two] = [address("one"), address("two")];
    const booked = await call(
      "request",
      bookingBody(
        f.id,
        DateTime.now().setZone(f.timezone).plus({ days: 3 }).set({ hour: 9, minute: 0 }),
        60,
        {
          carrier_emails: [one, two],
        },
      ),
      { token: staff },
    );
    expect((await setStatus(booked.json.id, "decline", staff, { note: "dock under repair" })).status).toBe(
      200,
    );
    await smtp.deliver();
    for (const to of [one, two]) {
      const mails = smtp.box.to(to);
      expect(mails.map((m) => m.subject!.split(":")[0])).toEqual(["Request received", "Declined"]);
      expect(mails[1].text).toContain(
        "Reason: the facility declined the request\nNote from the facility: dock under repair",
      );
      expect(calendarOf(mails[1])).toMatchObject({
        method: "CANCEL",
        sequence: 1,
        attendees: [`mailto:${to}`],
      });
    }
    expect(manageToken(smtp.box.to(one)[0])).not.toBe(manageToken(smtp.box.to(two)[0]));
    // Staff's own decline is no news to the facility.
    expect(smtp.box.to(desk).map((m) => m.subject!.split(":")[0])).toEqual(["New request to approve"]);
  });

  it("are listed for admins on the Mail page's operation, newest first, a page at a time", async () => {
    const { staff } = await approvalFacility();
    const admin = await adminSession();
    const list = (body: Record<string, unknown>) => op("list_outbox_mail", body, null, admin.headers);
    const all = await db.outboxDelivery.count({ where: { channel: "email" } });
    expect(all).toBeGreaterThan(4);

    const seen: { id: string; created_at: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ limit: 3, before: cursor });
      expect(page.status).toBe(200);
      expect(page.json.sending).toBe(true);
      expect(page.json.messages.length).toBeLessThanOrEqual(3);
      seen.push(...page.json.messages);
      cursor = page.json.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(all);
    expect(new Set(seen.map((m) => m.id)).size).toBe(all);
    const times = seen.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const sent = await list({ status: "sent", limit: 100 });
    const invitation = sent.json.messages.find((m: { kind: string }) => m.kind === "approved");
    expect(invitation).toMatchObject({
      status: "sent",
      attempts: 1,
      last_error: null,
      ics_method: "REQUEST",
    });
    expect(invitation.text).toContain("Confirmation code:");
    expect(invitation.ics).toContain("BEGIN:VCALENDAR");
    expect(invitation.sent_at).not.toBeNull();
    expect((await list({ status: "failed" })).json.messages).toEqual([]);

    expect((await op("list_outbox_mail", {}, staff)).status).toBe(403);
    expect((await list({ limit: 500 })).status).toBe(400);
    expect((await list({ before: randomUUID() })).status).toBe(400);
  });
});
