// Erasing a backlog of personal data past retention (lib/privacy/retention.ts) must leave the database to
// bookings: the day a site upgrades with years of history, or shortens PERSONAL_DATA_RETENTION_DAYS, there are
// thousands of batches to erase. Each batch is erased in a handful of statements whatever its size, and the
// running worker rests between batches several times as long as a batch held the database, so requests wait
// behind one short batch at most and the backlog takes a bounded share of the write connection.
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { erasePastRetention, RETENTION_BATCH } from "@/lib/privacy/retention";
import { ERASE_SHARE } from "@/lib/privacy/pace";
import { startOutboxWorker } from "@/lib/worker/worker";
import { newConfirmationCode } from "@/lib/record/confirmation-code";
import { bookingBody, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { ownDatabase } from "./support/own-database";

ownDatabase();

const DAY = 86_400_000;

type Seen = { model: string | undefined; operation: string; args: unknown; from: number; to: number };

/** `db`, recording each statement it runs (in or out of a transaction) with when it started and ended. */
function recording(seen: Seen[]): Db {
  return db.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        const from = performance.now();
        try {
          return await query(args);
        } finally {
          seen.push({ model, operation, args, from, to: performance.now() });
        }
      },
    },
  }) as unknown as Db;
}

/** `n` appointments that ended three years ago, each with what a booking writes: history, an event, an e-mail. */
async function oldAppointments(facilityId: string, n: number, withMessages: boolean): Promise<string[]> {
  const ids: string[] = [];
  const start = Date.now() - 3 * 365 * DAY;
  for (let i = 0; i < n; i++) {
    const at = new Date(start + i * 3_600_000);
    const changes = JSON.stringify({ carrier_driver: [null, `Driver ${i}`], quantity: [null, 10] });
    const a = await db.appointment.create({
      data: {
        facilityId,
        type: "Inbound",
        status: "Completed",
        confirmationCode: newConfirmationCode(),
        scheduledStart: at,
        scheduledEnd: new Date(at.getTime() + 3_600_000),
        carrier: "Acme Freight",
        carrierDriver: `Driver ${i}`,
        carrierEmails: JSON.stringify([`driver${i}@example.test`]),
        trailerNumber: `TR-${i}`,
        ...(withMessages && {
          events: { create: [{ actor: "admin-cli", action: "requested", changes }] },
        }),
      },
    });
    if (withMessages)
      await db.outboxEvent.create({
        data: {
          type: "appointment.created",
          appointmentId: a.id,
          facilityId,
          sequence: 1,
          action: "requested",
          actorRole: "staff",
          changes,
          payload: JSON.stringify({ id: a.id, carrier_driver: `Driver ${i}` }),
          deliveries: {
            create: [
              {
                channel: "email",
                target: `driver${i}@example.test`,
                status: "succeeded",
                nextAttemptAt: at,
                mail: {
                  create: {
                    kind: "booking_received",
                    recipient: `driver${i}@example.test`,
                    subject: "Booked",
                    text: `Hello Driver ${i}`,
                    html: `<p>Hello Driver ${i}</p>`,
                    appointmentId: a.id,
                  },
                },
              },
            ],
          },
        },
      });
    ids.push(a.id);
  }
  return ids;
}

describe("erasing a backlog past retention", () => {
  it("erases a full batch, with its history and messages, in a handful of statements", async () => {
    const f = await makeFacility();
    const ids = await oldAppointments(f.id, RETENTION_BATCH, true);
    const seen: Seen[] = [];
    expect(await erasePastRetention(recording(seen), { batch: RETENTION_BATCH })).toBe(RETENTION_BATCH);
    // Statements a batch runs do not grow with its size: a few reads and set-wise writes, plus one per row
    // whose own text has to be rewritten (the history's and the events' changes, here all of them).
    const perRow = seen.filter((s) => s.operation === "update").length;
    expect(perRow).toBeLessThanOrEqual(2 * RETENTION_BATCH);
    expect(seen.length - perRow).toBeLessThanOrEqual(12);

    const rows = await db.appointment.findMany({ where: { id: { in: ids } } });
    expect(rows).toHaveLength(RETENTION_BATCH);
    for (const r of rows)
      expect(r).toMatchObject({
        carrierDriver: null,
        carrierEmails: "[]",
        trailerNumber: null,
        carrier: "Acme Freight",
        personalErasedAt: expect.any(Date),
      });
    const history = await db.appointmentEvent.findMany({ where: { appointmentId: { in: ids } } });
    const events = await db.outboxEvent.findMany({ where: { appointmentId: { in: ids } } });
    const mail = await db.mailMessage.findMany({ where: { appointmentId: { in: ids } } });
    const deliveries = await db.outboxDelivery.findMany({ where: { event: { appointmentId: { in: ids } } } });
    expect([history.length, events.length, mail.length, deliveries.length]).toEqual(
      Array(4).fill(RETENTION_BATCH),
    );
    for (const h of history) expect(h.changes).not.toContain("Driver");
    for (const e of events) expect(e.payload + e.changes).not.toContain("Driver");
    for (const m of mail) expect(m).toMatchObject({ recipient: "", text: "", html: "" });
    for (const d of deliveries) expect(d.target).toBe("");
    // What is not a person's is left: the quantity in the history, the subject of the e-mail.
    expect(history[0].changes).toContain("quantity");
    expect(mail[0].subject).toBe("Booked");
  });

  it("rests between batches, and a booking is answered while the backlog is erased", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const backlog = 3 * RETENTION_BATCH + 50;
    const ids = await oldAppointments(f.id, backlog, false);
    const seen: Seen[] = [];
    const worker = startOutboxWorker(recording(seen), { intervalMs: 50 });
    let booked: Awaited<ReturnType<typeof op>>;
    try {
      // Once the first batch is erased, a booking: it goes through while the rest of the backlog waits.
      while (!(await db.appointment.count({ where: { id: { in: ids }, personalErasedAt: { not: null } } })))
        await new Promise((r) => setTimeout(r, 20));
      booked = await op(
        "request_facility_appointment",
        bookingBody(f.id, localTime(f.timezone, "09:00"), 60),
        staff,
      );
      while (await db.appointment.count({ where: { id: { in: ids }, personalErasedAt: null } }))
        await new Promise((r) => setTimeout(r, 20));
    } finally {
      await worker.stop();
    }
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);

    // Each batch runs from its read of what is due to its audit entry; between the end of one and the read of
    // the next, the worker leaves the database alone for at least (1 - share) / share of the time the batch took.
    const starts = seen.filter(
      (s) =>
        s.model === "Appointment" &&
        s.operation === "findMany" &&
        JSON.stringify(s.args).includes('"personalErasedAt":null'),
    );
    const ends = seen.filter(
      (s) => s.model === "AuditEntry" && JSON.stringify(s.args).includes("erase_past_retention"),
    );
    expect(ends.length).toBeGreaterThanOrEqual(4);
    const rest = (1 - ERASE_SHARE) / ERASE_SHARE;
    // Less a millisecond or two: the worker's clock for its rest is Date.now() and its timers', in whole ms.
    const slack = 2;
    for (let i = 0; i + 1 < ends.length; i++) {
      const start = starts.filter((s) => s.from <= ends[i].from).at(-1)!;
      const next = starts.find((s) => s.from > ends[i].to)!;
      const held = ends[i].to - start.from;
      expect(
        next.from - ends[i].to,
        `batch ${i} held the database ${held.toFixed(1)} ms`,
      ).toBeGreaterThanOrEqual(rest * held - slack);
    }
  });
});
