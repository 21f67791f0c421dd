// Reminders before the start (facility setting reminder_hours, default 24):
// one per start time, again after a reschedule, none when the carrier has just
// been told, none when the facility turned them off. The worker's clock is
// the test's.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOutboxUntilIdle } from "@/lib/worker/worker";
import { bookingBody, call, db, makeFacility, staffToken } from "./helpers";
import { op, reschedule } from "./ops";
import { readCalendar } from "./support/ical";
import { startMailbox, type Mailbox } from "./support/mailbox";
import { ownDatabase } from "./support/own-database";

ownDatabase();
let box: Mailbox;
beforeAll(async () => {
  box = await startMailbox();
  process.env.SMTP_URL = box.url;
});
afterAll(() => box.stop());

const HOUR = 3_600_000;
const address = () => `driver-${randomUUID().slice(0, 8)}@example.com`;
const run = (now: Date) => runOutboxUntilIdle(db, { now });
const kinds = (to: string) => box.to(to).map((m) => m.headers.get("x-dockside-kind"));

async function booked(daysAhead: number, settings: Record<string, unknown> = {}) {
  const f = await makeFacility();
  const staff = await staffToken([f.id]);
  if (Object.keys(settings).length) {
    const res = await op("update_facility_settings", { facility_id: f.id, ...settings }, staff);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
  const to = address();
  const start = DateTime.now()
    .setZone(f.timezone)
    .plus({ days: daysAhead })
    .set({ minute: 0, second: 0, millisecond: 0 });
  const res = await call("request", bookingBody(f.id, start, 60, { carrier_emails: [to] }), { token: staff });
  expect(res.status, res.text).toBe(200);
  return { f, staff, to, a: res.json, start: new Date(res.json.scheduled_start_time) };
}

describe("reminders", () => {
  it("sends one when the start is reminder_hours away, and again after a reschedule", async () => {
    const { staff, to, a, start } = await booked(3);
    await run(new Date());
    await run(new Date(start.getTime() - 25 * HOUR));
    expect(kinds(to)).toEqual(["booking_confirmed"]);

    const due = new Date(start.getTime() - 23 * HOUR);
    expect(await run(due)).toMatchObject({ reminders: 1, succeeded: 1 });
    expect(await run(new Date(due.getTime() + HOUR))).toMatchObject({ reminders: 0, claimed: 0 });
    const reminder = box.to(to)[1];
    expect(reminder.subject).toMatch(/^Reminder: Delivery at /);
    expect(reminder.text).toContain("starts in about 24 hours");
    const ics = readCalendar(
      reminder.attachments.find((p) => p.contentType === "text/calendar")!.content.toString(),
    );
    expect(ics).toMatchObject({ method: "REQUEST", sequence: 0, start: a.scheduled_start_time });

    const later = DateTime.fromJSDate(start).plus({ days: 2 });
    expect((await reschedule(a.id, later, 60, staff)).status).toBe(200);
    await run(new Date());
    expect(await run(new Date(later.toMillis() - 23 * HOUR))).toMatchObject({ reminders: 1 });
    expect(kinds(to)).toEqual(["booking_confirmed", "reminder", "rescheduled", "reminder"]);
    expect(box.to(to)[3].subject).toContain(later.setZone("America/Chicago").toFormat("ccc d LLL HH:mm"));
  });

  it("sends none for an appointment booked inside the window, nor where the facility turned them off", async () => {
    const soon = await booked(0.5);
    expect(await run(new Date())).toMatchObject({ reminders: 0 });
    expect(kinds(soon.to)).toEqual(["booking_confirmed"]);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: soon.a.id } })).reminderFor).toEqual(
      soon.start,
    );

    const off = await booked(3, { reminder_hours: 0 });
    await run(new Date(off.start.getTime() - HOUR));
    expect(kinds(off.to)).toEqual(["booking_confirmed"]);

    const early = await booked(3, { reminder_hours: 48 });
    await run(new Date());
    expect(await run(new Date(early.start.getTime() - 47 * HOUR))).toMatchObject({ reminders: 1 });
    expect(box.to(early.to)[1].text).toContain("starts in about 48 hours");
  });
});

describe("e-mail settings", () => {
  it("reads, changes and records reminder_hours and notification_emails, and refuses bad values", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const read = await op("get_facility_settings", { facility_id: f.id }, staff);
    expect(read.json).toMatchObject({ reminder_hours: 24, notification_emails: [] });

    const saved = await op(
      "update_facility_settings",
      {
        facility_id: f.id,
        reminder_hours: 6,
        notification_emails: [" Desk@Example.com", "yard@example.com"],
      },
      staff,
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      reminder_hours: 6,
      notification_emails: ["desk@example.com", "yard@example.com"],
    });
    expect(saved.json.history[0].changes).toEqual({
      reminder_hours: [24, 6],
      notification_emails: [[], ["desk@example.com", "yard@example.com"]],
    });

    const bad = await op(
      "update_facility_settings",
      { facility_id: f.id, reminder_hours: 169, notification_emails: ["not an address"] },
      staff,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { field: string }) => d.field).sort()).toEqual([
      "notification_emails[0]",
      "reminder_hours",
    ]);
  });
});
