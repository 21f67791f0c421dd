// Personal data kept only as long as needed (issue 40): past
// PERSONAL_DATA_RETENTION_DAYS the outbox worker erases an appointment's
// personal fields and what was sent about it, in batches; reports and
// scorecards read the same before and after. One person's data is exported and
// erased on request, and both are in the audit log.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { findOrCreateCompany } from "@/lib/carriers/companies";
import { createToken } from "@/lib/tokens/service";
import { runOutboxUntilIdle } from "@/lib/worker/worker";
import { ERASED } from "@/lib/privacy/fields";
import { erasePastRetention, retentionDays } from "@/lib/privacy/retention";
import { bookingBody, db, insertAppointment, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { ownDatabase } from "./support/own-database";
import { adminSession } from "./support/admin-session";

// The worker runs over the whole database: a database of this file's own, so that it meets only this file's
// messages and appointments.
ownDatabase();

const DAY = 86_400_000;
const tag = () => randomUUID().slice(0, 8);

const personal = (email: string, phone: string) => ({
  carrierDriver: "Jens Fahrer",
  carrierDriverPhone: phone,
  carrierPhone: phone,
  carrierEmails: JSON.stringify([email]),
  trailerNumber: "B-TR 123",
  sealNumber: "S-998",
  carrierNotes: "call the driver",
  notes: "internal note",
  quantity: 24,
  units: "Pallets",
});

describe("personal data", () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await adminSession()).headers;
  });

  it("defaults to 730 days", () => {
    expect(retentionDays({})).toBe(730);
    expect(retentionDays({ PERSONAL_DATA_RETENTION_DAYS: "30" })).toBe(30);
    expect(retentionDays({ PERSONAL_DATA_RETENTION_DAYS: "soon" })).toBe(730);
  });

  it("past retention, erases the person and leaves reports and scorecards as they were", async () => {
    const f = await makeFacility({ timeZone: "Europe/Berlin" });
    const company = await findOrCreateCompany(db, `Old Haulage ${tag()}`);
    const carrier = (await createToken(db, { role: "carrier", carrierCompanyId: company.id })).token;
    const staff = await staffToken([f.id]);
    // Three years ago: five appointments of one company, checked in and out, one a no-show.
    const start = DateTime.now().setZone(f.timezone).minus({ years: 3 }).set({ hour: 9, minute: 0 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const at = start.plus({ hours: i }).toJSDate();
      const a = await insertAppointment(f.id, at, 60, {
        ...personal(`driver${i}@example.test`, `+49 30 5550 10${i}`),
        carrierCompanyId: company.id,
        status: i === 4 ? "NoShow" : "Completed",
        checkedInAt: i === 4 ? null : new Date(at.getTime() + 5 * 60_000),
        checkedOutAt: i === 4 ? null : new Date(at.getTime() + 50 * 60_000),
      });
      ids.push(a.id);
    }
    // A recent one of the same person stays as it is.
    const recent = await insertAppointment(
      f.id,
      new Date(Date.now() - 10 * DAY),
      60,
      personal("driver0@example.test", "+49 30 5550 100"),
    );
    const body = { facility_id: f.id, period: "month", date: start.toISODate() };
    const report = await op("get_facility_metrics", body, staff);
    const scorecard = await op("get_facility_metrics", body, carrier);
    expect(report.status, JSON.stringify(report.json)).toBe(200);
    expect(scorecard.status, JSON.stringify(scorecard.json)).toBe(200);
    // The figures count the five: what is compared after erasure is not an empty report.
    expect(JSON.stringify(report.json)).toContain(company.name);

    // In batches of two: every batch its own transaction, until none is left.
    let batches = 0;
    while (await erasePastRetention(db, { batch: 2 })) batches++;
    expect(batches).toBeGreaterThanOrEqual(3);

    const rows = await db.appointment.findMany({ where: { id: { in: ids } } });
    for (const r of rows)
      expect(r).toMatchObject({
        carrierDriver: null,
        carrierDriverPhone: null,
        carrierPhone: null,
        carrierEmails: "[]",
        trailerNumber: null,
        sealNumber: null,
        carrierNotes: "",
        notes: "",
        carrier: "Acme Freight",
        quantity: 24,
        units: "Pallets",
        personalErasedAt: expect.any(Date),
      });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: recent.id } })).toMatchObject({
      carrierDriver: "Jens Fahrer",
      personalErasedAt: null,
    });
    expect((await op("get_facility_metrics", body, staff)).json).toEqual(report.json);
    expect((await op("get_facility_metrics", body, carrier)).json).toEqual(scorecard.json);
    const log = await op("list_audit_log", { target_kind: "personal_data", limit: 50 }, null, admin);
    expect(
      log.json.entries.find((e: { action: string }) => e.action === "erase_past_retention"),
    ).toMatchObject({
      actor: { kind: "system" },
    });
  });

  it("is run by the outbox worker", async () => {
    const f = await makeFacility();
    const old = await insertAppointment(
      f.id,
      new Date(Date.now() - 800 * DAY),
      60,
      personal(`w-${tag()}@example.test`, "+1 312 555 0199"),
    );
    const report = await runOutboxUntilIdle(db);
    expect(report.erased).toBeGreaterThanOrEqual(1);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: old.id } })).carrierDriver).toBeNull();
  });

  it("exports and erases one person's data across appointments, messages and webhook bodies", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const email = `person-${tag()}@example.test`;
    const phone = `+1 (312) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const hook = await op(
      "create_webhook_subscription",
      { url: "http://127.0.0.1:9/h", events: ["appointment.created"], facility_ids: [f.id] },
      staff,
    );
    expect(hook.status).toBe(200);
    const start = DateTime.now().plus({ days: 3 }).startOf("hour");
    const booked = await op(
      "request_facility_appointment",
      bookingBody(f.id, start, 60, {
        carrier_emails: [email],
        carrier_driver: "Pat Driver",
        carrier_driver_phone: phone,
        trailer_number: "TR-77",
      }),
      staff,
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    await runOutboxUntilIdle(db, { reminders: false });

    const exported = await op("export_personal_data", { email }, null, admin);
    expect(exported.status, JSON.stringify(exported.json)).toBe(200);
    expect(exported.json.appointments.map((a: { id: string }) => a.id)).toEqual([booked.json.id]);
    expect(exported.json.messages.length).toBeGreaterThanOrEqual(1);
    expect(exported.json.webhook_deliveries.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(exported.json.webhook_deliveries)).toContain("Pat Driver");
    expect((await op("export_personal_data", { phone }, null, admin)).json.appointments).toHaveLength(1);

    const erased = await op("erase_personal_data", { email }, null, admin);
    expect(erased.status, JSON.stringify(erased.json)).toBe(200);
    expect(erased.json).toMatchObject({ appointments: 1, appointment_ids: [booked.json.id] });
    expect(erased.json.messages).toBeGreaterThanOrEqual(1);
    const row = await db.appointment.findUniqueOrThrow({ where: { id: booked.json.id } });
    expect(row).toMatchObject({
      carrierEmails: "[]",
      carrierDriver: null,
      trailerNumber: null,
      carrier: "Acme Freight",
    });
    const mail = await db.mailMessage.findMany({ where: { appointmentId: booked.json.id } });
    for (const m of mail) expect(m).toMatchObject({ text: "", html: "", recipient: "" });
    const bodies = await db.webhookMessage.findMany({
      where: { delivery: { event: { appointmentId: booked.json.id } } },
    });
    expect(bodies.length).toBeGreaterThanOrEqual(1);
    for (const b of bodies) {
      expect(b.body).not.toContain("Pat Driver");
      expect(b.body).not.toContain(email);
      expect(b.body).toContain(ERASED);
    }
    const payloads = await db.outboxEvent.findMany({ where: { appointmentId: booked.json.id } });
    for (const p of payloads) expect(p.payload).not.toContain(email);
    const again = await op("export_personal_data", { email }, null, admin);
    expect(again.json.appointments).toEqual([]);

    const log = await op("list_audit_log", { target_kind: "personal_data", limit: 50 }, null, admin);
    const actions = log.json.entries.map((e: { action: string }) => e.action);
    expect(actions).toContain("erase_personal_data");
    expect(actions).toContain("export_personal_data");
    expect((await op("erase_personal_data", { email }, staff)).status).toBe(403);
    expect((await op("erase_personal_data", {}, null, admin)).status).toBe(400);
  });
});
