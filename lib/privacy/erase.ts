// Erasing the personal data of appointments: their personal fields, and what
// was written from them (history changes, outbox payloads, e-mail and text
// bodies, webhook bodies, receivers' answers). One function for the retention
// run and for an erasure on request, inside the caller's transaction.
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
  for (const row of rows) {
    const answerKeys = personalAnswerKeys(parseFields(row.facility.customFields));
    const answers = JSON.parse(row.customFields || "{}") as Record<string, unknown>;
    for (const key of Object.keys(answers)) if (answerKeys.has(key)) delete answers[key];
    await tx.appointment.update({
      where: { id: row.id },
      data: { ...ERASED_COLUMNS, customFields: JSON.stringify(answers), personalErasedAt: now },
    });
    erased.appointments++;

    for (const e of await tx.appointmentEvent.findMany({
      where: { appointmentId: row.id },
      select: { id: true, changes: true },
    })) {
      const changes = scrubJson(e.changes, answerKeys);
      if (changes !== e.changes) {
        await tx.appointmentEvent.update({ where: { id: e.id }, data: { changes } });
        erased.history++;
      }
    }
    for (const e of await tx.outboxEvent.findMany({
      where: { appointmentId: row.id },
      select: { id: true, changes: true, payload: true },
    }))
      await tx.outboxEvent.update({
        where: { id: e.id },
        data: { changes: scrubJson(e.changes, answerKeys), payload: scrubJson(e.payload, answerKeys) },
      });

    // Every delivery about it, whatever its channel: those of its events and the messages written for it.
    const deliveries = await tx.outboxDelivery.findMany({
      where: { OR: [{ event: { appointmentId: row.id } }, { mail: { appointmentId: row.id } }] },
      select: { id: true, channel: true, status: true, webhook: { select: { body: true } } },
    });
    const deliveryIds = deliveries.map((d) => d.id);
    if (!deliveryIds.length) continue;
    // A message's body and its receiver's address; a webhook body keeps its shape, less the person.
    erased.messages += (
      await tx.mailMessage.updateMany({
        where: { deliveryId: { in: deliveryIds } },
        data: { recipient: "", text: "", html: "", ics: null, qr: null },
      })
    ).count;
    for (const d of deliveries)
      if (d.webhook)
        await tx.webhookMessage.update({
          where: { deliveryId: d.id },
          data: { body: scrubJson(d.webhook.body, answerKeys) },
        });
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
    erased.deliveries += deliveryIds.length;
  }
  return erased;
}
