// What the SMSC tells Dockside unasked: delivery receipts, which settle a sent text's state, and drivers'
// texts, which are matched to the number's nearest open appointment and obeyed (STOP, START, HELP, ETA,
// LATE, HERE or the code) or shown to staff and answered with the keywords. Each reply is kept beside the
// texts sent, lands in the appointment's history and, as an appointment.updated event, on the live stream.
import type { Db } from "../db";
import { DomainError, type ErrorDetail } from "../core/errors";
import type { Caller } from "../core/caller";
import { CODE_ALPHABET } from "../record/confirmation-code";
import { writeOutboxEvent } from "../record/outbox-event";
import { RECORD_INCLUDE } from "../record/record";
import { changeTime } from "../appointments/change";
import { gateCheckIn } from "../gate/check-in";
import { setEta } from "../gate/eta";
import { enqueueSms } from "./enqueue";
import { HELP_WORDS, keywordOf, optIn, optOut, START_WORDS, STOP_WORDS } from "./opt-outs";
import { segmentsOf } from "./segments";
import type { Incoming } from "./transport";
import { smsWords } from "./words";
import { facilityWord } from "../i18n/facility-words";

export async function handleIncoming(db: Db, incoming: Incoming, now = new Date()): Promise<void> {
  if (incoming.kind === "receipt") await applyReceipt(db, incoming.smscId, incoming.state, now);
  else await handleDriverText(db, incoming, now);
}

/** The sent text the SMSC's id names takes the receipt's state; false when no text has that id (yet). */
async function settle(db: Db, smscId: string, state: string, at: Date): Promise<boolean> {
  const { count } = await db.smsMessage.updateMany({
    where: { smscId, direction: "out", state: { in: ["pending", "sent"] } },
    data: { state, stateAt: at },
  });
  return count > 0;
}

/**
 * A receipt, settled on its text; one that beat the submit's answer is kept in the database, where the
 * sender (whichever process) finds it when it records the id (applyEarlyReceipt). Kept first and then
 * tried again: a sender that recorded the id between the first try and the keeping has already looked.
 */
export async function applyReceipt(db: Db, smscId: string, state: "delivered" | "failed", now = new Date()) {
  if (await settle(db, smscId, state, now)) return;
  await db.smsEarlyReceipt.upsert({
    where: { smscId },
    create: { smscId, state, receivedAt: now },
    update: { state, receivedAt: now },
  });
  if (await settle(db, smscId, state, now)) await db.smsEarlyReceipt.deleteMany({ where: { smscId } });
  // A receipt no text claims (another system's, or one past its text's erasure) goes after a day.
  await db.smsEarlyReceipt.deleteMany({ where: { receivedAt: { lt: new Date(now.getTime() - DAY) } } });
}

/** A receipt that raced the submit's answer, applied now that the text knows its SMSC id. */
export async function applyEarlyReceipt(db: Db, smscId: string): Promise<void> {
  const early = await db.smsEarlyReceipt.findUnique({ where: { smscId } });
  if (!early) return;
  await settle(db, smscId, early.state, early.receivedAt);
  await db.smsEarlyReceipt.deleteMany({ where: { smscId } });
}

const OPEN = ["Requested", "Scheduled", "Arrived", "InProgress", "Completed"];
const CODE = new RegExp(`^[${CODE_ALPHABET}]{8}$`);
const DAY = 86_400_000;

/**
 * The open appointment a number's text is about: not cancelled, not left the site, booked for this number
 * (with consent or not: a reply is the driver's own), the start nearest to now; a facility whose own phone
 * is the number texted narrows it to that facility.
 */
export async function appointmentOfNumber(db: Db, phone: string, to: string, now: Date) {
  const facility = to ? await db.facility.findFirst({ where: { phone: to }, select: { id: true } }) : null;
  const rows = await db.appointment.findMany({
    where: {
      carrierDriverPhone: phone,
      status: { in: OPEN },
      checkedOutAt: null,
      scheduledStart: { gte: new Date(now.getTime() - 2 * DAY), lte: new Date(now.getTime() + 30 * DAY) },
      ...(facility ? { facilityId: facility.id } : {}),
    },
    select: {
      id: true,
      facilityId: true,
      locale: true,
      confirmationCode: true,
      scheduledStart: true,
      status: true,
      checkedInAt: true,
      facility: { select: { name: true, phone: true, defaultLocale: true, timeZone: true } },
    },
    take: 50,
  });
  // Completed but still on site counts only when nothing else is open.
  const rank = (r: (typeof rows)[number]) => (r.status === "Completed" ? 1 : 0);
  const distance = (r: (typeof rows)[number]) => Math.abs(r.scheduledStart.getTime() - now.getTime());
  return rows.sort((a, b) => rank(a) - rank(b) || distance(a) - distance(b))[0] ?? null;
}

/** Who a driver's text acts as at the gate: staff of that one facility, its wrong codes counted per number. */
export const smsCaller = (facilityId: string, phone: string): Caller => ({
  actor: `sms:${phone}`,
  role: "staff",
  facilityIds: [facilityId],
  carrierCompanyId: null,
});

export type TextOutcome = { appointmentId: string | null; action: string; reply: string | null };

export async function handleDriverText(
  db: Db,
  m: { from: string; to: string; text: string },
  now = new Date(),
): Promise<TextOutcome> {
  const phone = m.from;
  const word = keywordOf(m.text);
  const a = await appointmentOfNumber(db, phone, m.to, now);
  const words = await smsWords(a?.locale, a?.facility.defaultLocale);
  const facilityName = a?.facility.name ?? "Dockside";
  let action = "text";
  let reply: string | null;
  if (STOP_WORDS.has(word)) {
    await optOut(db, phone, now);
    action = "stop";
    reply = words.t("stopped");
  } else if (START_WORDS.has(word)) {
    await optIn(db, phone);
    action = "start";
    reply = words.t("started");
  } else if (HELP_WORDS.has(word)) {
    action = "help";
    reply = words.t("help", { facility: facilityName, phone: a?.facility.phone ?? "" });
  } else if (!a) {
    action = "unmatched";
    reply = words.t("noAppointment");
  } else {
    const eta = /^(ETA|LATE)\s*\+?(\d{1,4})\s*(MIN|MINS|MINUTES|M)?$/.exec(word);
    const code = word.replace(/[\s-]/g, "");
    try {
      if (eta) {
        const minutes = Number(eta[2]);
        // ETA 30: here in 30 minutes; LATE 30: 30 minutes after the booked start.
        const saved = await setEta(
          db,
          smsCaller(a.facilityId, phone),
          a.id,
          eta[1] === "LATE"
            ? { minutes_late: minutes }
            : { estimated_start_datetime: new Date(now.getTime() + minutes * 60_000).toISOString() },
        );
        action = "eta";
        reply = words.t("eta", {
          facility: facilityName,
          time: words.time(saved.estimated_start_datetime!, a.facility.timeZone),
        });
      } else if (
        word === "HERE" ||
        word === "HIER" ||
        word === "AQUI" ||
        word === "AQUÍ" ||
        word === "ICI" ||
        word === "JESTEM" ||
        CODE.test(code)
      ) {
        const seen = await gateCheckIn(db, smsCaller(a.facilityId, phone), {
          facility_id: a.facilityId,
          code: CODE.test(code) ? code : a.confirmationCode,
        });
        action = "check_in";
        reply = seen.dock
          ? words.t("checkedInDoor", {
              facility: facilityName,
              door: facilityWord(seen.dock, seen.dock_translations, words.locale),
            })
          : words.t("checkedIn", { facility: facilityName });
      } else {
        action = "text";
        reply = words.t("keywords");
      }
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      action = "refused";
      const reason = (e.details?.[0] as ErrorDetail | undefined)?.reason ?? e.code;
      const known = ["not_found", "unknown_code", "not_checkable", "eta_closed", "rate_limited"];
      const key =
        reason === "unknown_code"
          ? "not_found"
          : known.includes(reason)
            ? reason
            : e.code === "rate_limited"
              ? "rate_limited"
              : "other";
      reply = words.t("refused", { facility: facilityName, reason: words.t(`reason.${key}`) });
    }
  }
  const facilityId =
    a?.facilityId ?? (await db.facility.findFirst({ where: { phone: m.to }, select: { id: true } }))?.id;
  if (facilityId)
    await recordReply(db, { facilityId, appointmentId: a?.id ?? null, phone, text: m.text, action, now });
  if (reply && facilityId)
    await enqueueSms(db, {
      facilityId,
      appointmentId: a?.id ?? null,
      phone,
      kind:
        action === "stop" ? "stopped" : action === "start" ? "started" : action === "help" ? "help" : "reply",
      text: reply,
      now: new Date(now.getTime() + 1),
    });
  return { appointmentId: a?.id ?? null, action, reply };
}

/**
 * The driver's text beside the texts sent, and, when it is about an appointment, in its history and (as an
 * appointment.updated event whose change is the text) on the live stream and the webhooks.
 */
async function recordReply(
  db: Db,
  r: {
    facilityId: string;
    appointmentId: string | null;
    phone: string;
    text: string;
    action: string;
    now: Date;
  },
) {
  const text = r.text.slice(0, 1600);
  const { encoding, segments } = segmentsOf(text);
  await db.$transaction(async (tx) => {
    await tx.smsMessage.create({
      data: {
        facilityId: r.facilityId,
        appointmentId: r.appointmentId,
        direction: "in",
        kind: r.action,
        phone: r.phone,
        text,
        encoding,
        segments,
        state: "received",
        createdAt: r.now,
        stateAt: r.now,
      },
    });
    if (!r.appointmentId) return;
    const row = await tx.appointment.findUnique({ where: { id: r.appointmentId }, include: RECORD_INCLUDE });
    if (!row) return;
    const at = changeTime(row, r.now);
    const changes = { driver_text: [null, text] as [null, string] };
    const saved = await tx.appointment.update({
      where: { id: row.id },
      data: {
        updatedAt: at,
        sequence: row.sequence + 1,
        events: {
          create: { at, actor: `sms:${r.phone}`, action: "driver_text", changes: JSON.stringify(changes) },
        },
      },
      include: RECORD_INCLUDE,
    });
    await writeOutboxEvent(tx, {
      row: saved,
      previousStatus: row.status,
      action: "driver_text",
      actorRole: "carrier",
      changes: changes as never,
      at,
    });
  });
}
