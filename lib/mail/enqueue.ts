// Puts e-mail into the outbox, in the caller's transaction: it leaves only if
// the change that caused it commits, and survives a crash before sending.
// The outbox worker sends it; without SMTP_URL it is kept for admins to read
// (and stays kept: configuring SMTP later sends only new messages).
import type { Db, Tx } from "../db";
import { mailIsSent } from "./config";

export type OutgoingMail = {
  /** What the message is about: booking_received, approved, reminder, password_reset... */
  kind: string;
  /** One message (and delivery) per address. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  ics?: { method: "REQUEST" | "CANCEL"; content: string };
  appointmentId?: string;
  /** Text of an inline QR image (the appointment's gate link), drawn when sent. */
  qr?: string;
};

export type EnqueueOptions = {
  /** Defaults to now; deliveries of one appointment to one address leave in this order. */
  now?: Date;
  /** The outbox event the message tells of. */
  eventId?: string;
};

export async function enqueueMail(
  db: Db | Tx,
  message: OutgoingMail,
  opts: EnqueueOptions = {},
): Promise<void> {
  const now = opts.now ?? new Date();
  const status = mailIsSent() ? "pending" : "kept";
  for (const to of [...new Set(message.to.map((a) => a.trim().toLowerCase()).filter(Boolean))]) {
    await db.outboxDelivery.create({
      data: {
        channel: "email",
        eventId: opts.eventId ?? null,
        target: to,
        orderKey: message.appointmentId ? `${message.appointmentId}:${to}` : null,
        status,
        nextAttemptAt: now,
        createdAt: now,
        mail: {
          create: {
            kind: message.kind,
            recipient: to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            icsMethod: message.ics?.method ?? null,
            ics: message.ics?.content ?? null,
            appointmentId: message.appointmentId ?? null,
            qr: message.qr ?? null,
          },
        },
      },
    });
  }
}
