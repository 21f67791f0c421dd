// The carrier's e-mail carries the appointment's QR code for the gate as an
// inline image (cid), through a real SMTP server; the image holds the gate link.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { bookingBody, call, db, makeFacility, staffToken } from "./helpers";
import { qrPngHolds } from "./support/qr-image";
import { address, mailFile } from "./support/mail-file";

const smtp = mailFile();

describe("the QR code in e-mail", () => {
  it("is an inline PNG of the gate link with the confirmation code, and the text names the code", async () => {
    const f = await makeFacility({ instantBooking: true });
    const { slug } = await db.facility.findUniqueOrThrow({ where: { id: f.id }, select: { slug: true } });
    const to = address("driver");
    const start = DateTime.now().plus({ days: 2 }).startOf("hour");
    const booked = await call("request", bookingBody(f.id, start, 60, { carrier_emails: [to] }), {
      token: await staffToken([f.id]),
    });
    expect(booked.status, booked.text).toBe(200);
    await smtp.deliver();
    const [mail] = smtp.box.to(to);
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
