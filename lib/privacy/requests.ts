// One person's data on request (a data subject's right of access and to
// erasure): found by the e-mail address or the phone number they gave, across
// appointments, the outbox's messages and the webhook delivery logs.
import type { Caller } from "../core/caller";
import { forbidden } from "../core/errors";
import type { Db, Tx } from "../db";
import { recordAudit } from "../audit/record";
import { eraseAppointments } from "./erase";
import type { PersonInput } from "./schema";

const digits = (s: string | null | undefined) => (s ?? "").split(/x|ext/i)[0].replace(/\D/g, "");

/** Whether one of an appointment's text answers (its custom fields, as stored) is the person's. */
const someAnswer = (customFields: string, theirs: (answer: string) => boolean) =>
  Object.values(JSON.parse(customFields || "{}") as Record<string, unknown>).some(
    (v) => typeof v === "string" && theirs(v),
  );

function adminsOnly(caller: Caller) {
  if (caller.role !== "admin") throw forbidden("only admins find and erase a person's data");
}

/** The appointments that name the person: their e-mail in a list or an answer, or their phone number. */
async function appointmentsOf(db: Db | Tx, p: PersonInput) {
  if (p.email) {
    const quoted = JSON.stringify(p.email);
    const rows = await db.appointment.findMany({
      where: {
        OR: [
          { carrierEmails: { contains: quoted } },
          { shipperEmails: { contains: quoted } },
          { receiverEmails: { contains: quoted } },
          { customFields: { contains: p.email } },
        ],
      },
    });
    // An answer that merely contains the address is not theirs; a list entry always is.
    return rows.filter(
      (r) =>
        [r.carrierEmails, r.shipperEmails, r.receiverEmails].some((l) => l.includes(quoted)) ||
        someAnswer(r.customFields, (v) => v.trim().toLowerCase() === p.email),
    );
  }
  const want = digits(p.phone);
  const tail = want.slice(-4);
  const rows = await db.appointment.findMany({
    where: {
      OR: [
        { carrierPhone: { contains: tail } },
        { carrierDriverPhone: { contains: tail } },
        { customFields: { contains: tail } },
      ],
    },
  });
  return rows.filter(
    (r) =>
      digits(r.carrierPhone) === want ||
      digits(r.carrierDriverPhone) === want ||
      someAnswer(r.customFields, (v) => digits(v) === want),
  );
}

const who = (p: PersonInput) => ({ email: p.email ?? null, phone: p.phone ?? null });

export async function exportPersonalData(db: Db, caller: Caller, p: PersonInput) {
  adminsOnly(caller);
  const appointments = await appointmentsOf(db, p);
  const ids = appointments.map((a) => a.id);
  const messages = await db.mailMessage.findMany({
    where: { OR: [{ appointmentId: { in: ids } }, ...(p.email ? [{ recipient: p.email }] : [])] },
    include: { delivery: { select: { status: true, createdAt: true, finishedAt: true } } },
  });
  const hooks = await db.webhookMessage.findMany({
    where: { delivery: { event: { appointmentId: { in: ids } } } },
    include: { delivery: { select: { status: true, finishedAt: true } } },
  });
  const accounts = p.email
    ? await db.user.findMany({
        where: { email: p.email },
        select: { id: true, email: true, name: true, role: true, active: true, createdAt: true },
      })
    : [];
  const invitations = p.email
    ? await db.companyInvitation.findMany({
        where: { email: p.email },
        select: {
          id: true,
          email: true,
          createdAt: true,
          expiresAt: true,
          acceptedAt: true,
          revokedAt: true,
        },
      })
    : [];
  const answer = {
    person: who(p),
    accounts,
    invitations,
    appointments: appointments.map(({ ...a }) => a),
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      recipient: m.recipient,
      subject: m.subject,
      text: m.text,
      appointment_id: m.appointmentId,
      status: m.delivery.status,
      created_at: m.delivery.createdAt,
      sent_at: m.delivery.finishedAt,
    })),
    webhook_deliveries: hooks.map((h) => ({
      delivery_id: h.deliveryId,
      subscription_id: h.subscriptionId,
      event_type: h.eventType,
      created_at: h.createdAt,
      status: h.delivery.status,
      body: h.body,
    })),
  };
  // That the export was made, and of whom: not what it held (the log would keep the data it hands out).
  await db.$transaction((tx) =>
    recordAudit(tx, caller, {
      action: "export_personal_data",
      target: { kind: "personal_data", id: null },
      facilityIds: [],
      before: null,
      after: {
        person: who(p),
        appointments: ids.length,
        messages: messages.length,
        webhook_deliveries: hooks.length,
      },
    }),
  );
  return JSON.parse(JSON.stringify(answer)) as typeof answer;
}

export async function erasePersonalData(db: Db, caller: Caller, p: PersonInput, now = new Date()) {
  adminsOnly(caller);
  return db.$transaction(async (tx) => {
    const ids = (await appointmentsOf(tx, p)).map((a) => a.id);
    const erased = await eraseAppointments(tx, ids, now);
    // Messages to the address about nothing booked (a password reset, an invitation): their bodies too.
    if (p.email)
      erased.messages += (
        await tx.mailMessage.updateMany({
          where: { recipient: p.email },
          data: { recipient: "", text: "", html: "", ics: null, qr: null },
        })
      ).count;
    const report = { ...erased, appointment_ids: ids };
    await recordAudit(tx, caller, {
      action: "erase_personal_data",
      target: { kind: "personal_data", id: null },
      facilityIds: [],
      // Who was asked for is the entry's point; an auditor sees the request, not the data erased.
      before: { person: who(p) },
      after: report,
    });
    return report;
  });
}
