// The carrier's e-mail carries the appointment's QR code for the gate as an
// inline image (cid), through a real SMTP server; the image holds the gate link.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOutboxUntilIdle } from "@/lib/outbox/worker";
import { bookingBody, call, db, makeFacility, staffToken } from "./helpers";
import { startMailbox, type Mailbox } from "./support/mailbox";
import { ownDatabase } from "./support/own-database";
import { qrPngHolds } from "./support/qr-image";

ownDatabase();
let box: Mailbox;
beforeAll(async () => {
  box = await startMailbox();
  process.env.SMTP_URL = box.url;
  process.env.NEXTAUTH_URL = "http://dock.example.com";
});
afterAll(() => box.stop());

describe("the QR code in e-mail", () => {
  it("is an inline PNG of the gate link with the confirmation code, and the text names the code", async () => {
    const f = await makeFacility({ instantBooking: true });
    const { slug } = await db.facility.findUniqueOrThrow({ where: { id: f.id }, select: { slug: true } });
    const to = `driver-${randomUUID().slice(0, 8)}@example.com`;
    const start = DateTime.now().plus({ days: 2 }).startOf("hour");
    const booked = await call("request", bookingBody(f.id, start, 60, { carrier_emails: [to] }), {
      token: await staffToken([f.id]),
    });
    expect(booked.status, booked.text).toBe(200);
    await runOutboxUntilIdle(db, { now: new Date(), reminders: false });
    const [mail] = box.to(to);
    const code = booked.json.confirmation_code;
    const url = `http://dock.example.com/gate/${slug}?code=${code}`;
    const image = mail.attachments.find((a) => a.cid === "appointment-qr@dockside");
    expect(image?.contentType).toBe("image/png");
    expect(qrPngHolds(image!.content, url)).toBe(true);
    expect(qrPngHolds(image!.content, url.replace(code, "ABCDEFGH"))).toBe(false);
    // mailparser inlines cid images as data: URLs; the stored message shows the reference itself.
    expect(mail.html).toContain(`alt="QR code for the gate, holding confirmation code ${code}"`);
    const stored = await db.mailMessage.findFirstOrThrow({ where: { recipient: to } });
    expect(stored.html).toContain('src="cid:appointment-qr@dockside"');
    expect(stored.qr).toBe(url);
    expect(mail.text).toContain(`type the confirmation code ${code}`);
  });
});
