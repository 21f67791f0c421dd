// Puts a text into the outbox, in the caller's transaction, as enqueueMail does e-mail: it leaves only if
// the change that caused it commits. Without SMS_URL it is kept (shown, never sent). To a number that
// opted out it is recorded as blocked and has no delivery at all.
import type { Db, Tx } from "../db";
import { smsIsSent } from "./config";
import { isOptedOut } from "./opt-outs";
import { fitted, segmentsOf } from "./segments";

export type OutgoingSms = {
  facilityId: string;
  appointmentId?: string | null;
  /** E.164. */
  phone: string;
  /** booked, approved, reminder, declined, cancelled, door, next, staff, help, keywords, stopped, started... */
  kind: string;
  text: string;
  eventId?: string;
  now?: Date;
};

/** Kinds that answer the number's own STOP or START: sent whatever the opt-out list says. */
const ANSWERS_OPT_OUT = new Set(["stopped", "started"]);

export async function enqueueSms(db: Db | Tx, m: OutgoingSms): Promise<{ id: string; state: string }> {
  const now = m.now ?? new Date();
  const text = fitted(m.text);
  const { encoding, segments } = segmentsOf(text);
  const base = {
    facilityId: m.facilityId,
    appointmentId: m.appointmentId ?? null,
    direction: "out",
    kind: m.kind,
    phone: m.phone,
    text,
    encoding,
    segments,
    createdAt: now,
    stateAt: now,
  };
  if (!ANSWERS_OPT_OUT.has(m.kind) && (await isOptedOut(db, m.phone))) {
    const row = await db.smsMessage.create({ data: { ...base, state: "blocked" }, select: { id: true } });
    return { id: row.id, state: "blocked" };
  }
  const state = smsIsSent() ? "pending" : "kept";
  const delivery = await db.outboxDelivery.create({
    data: {
      channel: "sms",
      eventId: m.eventId ?? null,
      target: m.phone,
      // One number's texts about one appointment leave in order: "door 4" never overtakes "booked".
      orderKey: `sms:${m.phone}`,
      status: state,
      nextAttemptAt: now,
      createdAt: now,
      sms: { create: { ...base, state } },
    },
    select: { sms: { select: { id: true } } },
  });
  return { id: delivery.sms!.id, state };
}
