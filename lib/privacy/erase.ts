// Erasing the personal data of appointments: their personal fields, and what
// was written from them (history changes, outbox payloads, e-mail and text
// bodies, webhook bodies, receivers' answers). One function for the retention
// run and for an erasure on request, inside the caller's transaction.
//
// Set-wise: the retention run erases years of history batch by batch while
// bookings wait for the same write connection, so a batch's statements must not
// grow with its size. Columns are cleared with one UPDATE for the whole batch;
// a row gets a statement of its own only when its own text has to be rewritten
// (custom answers, history changes, event payloads, webhook bodies).
import type { Tx } from "../db";
import { parseFields } from "../fields/values";
import { ERASED_COLUMNS, personalAnswerKeys, scrubJson } from "./fields";

export type Erased = { appointments: number; messages: number; deliveries: number; history: number };

/** Erases appointments `ids` and everything sent about them, in `tx`; what it erased, counted. */
export async function eraseAppointments(tx: Tx, ids: string[], now: Date): Promise<Erased> {
  const erased: Erased = { appointments: 0, messages: 0, deliveries: 0, history: 0 };
  if (!ids.length) return erased;
  const rows = await tx.appointment.findMany({
    where: { id: { in: ids } },
    select: { id: true, customFields: true, facility: { select: { customFields: true } } },
  });
  // The custom answers each appointment's facility asks that are personal; one facility's parsed once.
  const byFacility = new Map<string, ReadonlySet<string>>();
  const answerKeys = new Map<string, ReadonlySet<string>>();
  const plain: string[] = [];
  for (const row of rows) {
    let keys = byFacility.get(row.facility.customFields);
    if (!keys)
      byFacility.set(
        row.facility.customFields,
        (keys = personalAnswerKeys(parseFields(row.facility.customFields))),
      );
    answerKeys.set(row.id, keys);
    const answers = JSON.parse(row.customFields || "{}") as Record<string, unknown>;
    const personal = Object.keys(answers).filter((key) => keys.has(key));
    if (!personal.length) {
      plain.push(row.id);
      continue;
    }
    for (const key of personal) delete answers[key];
    await tx.appointment.update({
      where: { id: row.id },
      data: { ...ERASED_COLUMNS, customFields: JSON.stringify(answers), personalErasedAt: now },
    });
  }
  if (plain.length)
    await tx.appointment.updateMany({
      where: { id: { in: plain } },
      data: { ...ERASED_COLUMNS, personalErasedAt: now },
    });
  erased.appointments = rows.length;
  const found = rows.map((r) => r.id);
  const keysOf = (appointmentId: string | null | undefined) =>
    answerKeys.get(appointmentId ?? "") ?? new Set<string>();

  for (const e of await tx.appointmentEvent.findMany({
    where: { appointmentId: { in: found } },
    select: { id: true, appointmentId: true, changes: true },
  })) {
    const changes = scrubJson(e.changes, keysOf(e.appointmentId));
    if (changes === e.changes) continue;
    await tx.appointmentEvent.update({ where: { id: e.id }, data: { changes } });
    erased.history++;
  }
  for (const e of await tx.outboxEvent.findMany({
    where: { appointmentId: { in: found } },
    select: { id: true, appointmentId: true, changes: true, payload: true },
  })) {
    const keys = keysOf(e.appointmentId);
    const changes = scrubJson(e.changes, keys);
    const payload = scrubJson(e.payload, keys);
    if (changes !== e.changes || payload !== e.payload)
      await tx.outboxEvent.update({ where: { id: e.id }, data: { changes, payload } });
  }

  // Every delivery about them, whatever its channel: those of their events and the messages written for them.
  const deliveries = await tx.outboxDelivery.findMany({
    where: {
      OR: [{ event: { appointmentId: { in: found } } }, { mail: { appointmentId: { in: found } } }],
    },
    select: {
      id: true,
      channel: true,
      status: true,
      event: { select: { appointmentId: true } },
      mail: { select: { appointmentId: true } },
      webhook: { select: { body: true } },
    },
  });
  const deliveryIds = deliveries.map((d) => d.id);
  if (!deliveryIds.length) return erased;
  // A message's body and its receiver's address; a webhook body keeps its shape, less the person.
  erased.messages = (
    await tx.mailMessage.updateMany({
      where: { deliveryId: { in: deliveryIds } },
      data: { recipient: "", text: "", html: "", ics: null, qr: null },
    })
  ).count;
  for (const d of deliveries) {
    if (!d.webhook) continue;
    const body = scrubJson(d.webhook.body, keysOf(d.event?.appointmentId ?? d.mail?.appointmentId));
    if (body !== d.webhook.body)
      await tx.webhookMessage.update({ where: { deliveryId: d.id }, data: { body } });
  }
  await tx.deliveryAttempt.updateMany({
    where: { deliveryId: { in: deliveryIds } },
    data: { response: null },
  });
  // A delivery's target is a person's address on every channel but webhooks (a subscription's id).
  const finished = deliveries
    .filter((d) => d.channel !== "webhook" && d.status !== "pending")
    .map((d) => d.id);
  if (finished.length)
    await tx.outboxDelivery.updateMany({ where: { id: { in: finished } }, data: { target: "" } });
  erased.deliveries = deliveryIds.length;
  return erased;
}
