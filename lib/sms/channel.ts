// Texts as an outbox channel beside e-mail: appointment events fan out into texts (appointment-texts.ts),
// each sent through the SMS_URL's transport (transport.ts) with the outbox's retries and claims. What the
// SMSC says later (receipts, replies) comes in through incoming.ts.
import type { Db } from "../db";
import {
  delaysFrom,
  SendError,
  type Channel,
  type ClaimedDelivery,
  type SendResult,
} from "../outbox/channel";
import { appointmentTexts } from "./appointment-texts";
import { smsFrom, smsUrl } from "./config";
import { applyEarlyReceipt, handleIncoming } from "./incoming";
import { isOptedOut } from "./opt-outs";
import { transportFor } from "./transport";

/** 10 s, 30 s, 2 min, 10 min, 30 min: a text about a truck on the road is worth little hours later. */
export const DEFAULT_SMS_RETRY_SECONDS = [10, 30, 120, 600, 1800];

export async function sendSms(db: Db, delivery: ClaimedDelivery, now: Date): Promise<SendResult> {
  const sms = delivery.sms;
  if (!sms) throw new SendError("the delivery has no text", undefined, undefined, true);
  const url = smsUrl();
  if (!url) throw new SendError("SMS_URL is not set");
  // STOP may have come after the text was queued: it is then never sent.
  if (!["stopped", "started"].includes(sms.kind) && (await isOptedOut(db, sms.phone))) {
    await db.smsMessage.update({ where: { id: sms.id }, data: { state: "blocked", stateAt: now } });
    throw new SendError("the number has opted out (STOP)", undefined, undefined, true);
  }
  const accepted = await transportFor(url, (i) => handleIncoming(db, i)).send({
    to: sms.phone,
    from: smsFrom(),
    text: sms.text,
  });
  // A receipt can beat this update: the state only moves on from pending.
  await db.smsMessage.updateMany({
    where: { id: sms.id, state: "pending" },
    data: { state: "sent", smscId: accepted.smscId, stateAt: new Date() },
  });
  if (accepted.smscId) {
    await db.smsMessage.updateMany({
      where: { id: sms.id, smscId: null },
      data: { smscId: accepted.smscId },
    });
    await applyEarlyReceipt(db, accepted.smscId);
  }
  return { responseStatus: accepted.responseStatus, response: accepted.response };
}

export const smsChannel: Channel = {
  name: "sms",
  fanOut: appointmentTexts,
  send: (db, delivery, now) => sendSms(db, delivery, now),
  retryDelays: () => delaysFrom(process.env.SMS_RETRY_SECONDS, DEFAULT_SMS_RETRY_SECONDS),
};
