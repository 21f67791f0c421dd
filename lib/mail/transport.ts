// Sends one outbox e-mail over SMTP (nodemailer, SMTP_URL). The Message-ID is
// the delivery's, the same on every retry, so a receiving system can tell a
// repeat after a crash from a new message.
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db";
import { SendError, type ClaimedDelivery, type SendResult } from "../outbox/channel";
import { mailFrom, smtpUrl } from "./config";
import { appointmentQrPng } from "../record/qr";
import { QR_CID } from "./templates";

// Each well under the outbox's lease, so a hung server never outlives a claim.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport({ url, ...TIMEOUTS });
    transports.set(url, t);
  }
  return t;
}

type SmtpError = Error & { responseCode?: number; code?: string };

export async function sendMail(_db: Db, delivery: ClaimedDelivery): Promise<SendResult> {
  const mail = delivery.mail;
  if (!mail) throw new SendError("the delivery has no message");
  const url = smtpUrl();
  if (!url) throw new SendError("SMTP_URL is not set");
  const from = mailFrom();
  try {
    const info = await transportFor(url).sendMail({
      from: from.name ? { name: from.name, address: from.email } : from.email,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${delivery.id}@${from.email.split("@")[1] || "dockside"}>`,
      headers: { "X-Dockside-Kind": mail.kind },
      // Inline (cid), not a data: URL: mail clients block those, and most show no SVG.
      attachments: mail.qr
        ? [{ filename: "gate-qr.png", content: await appointmentQrPng(mail.qr), cid: QR_CID }]
        : undefined,
      icalEvent:
        mail.ics && mail.icsMethod
          ? { method: mail.icsMethod, content: mail.ics, filename: "invite.ics" }
          : undefined,
    });
    const code = Number(String(info.response ?? "").slice(0, 3));
    return { responseStatus: Number.isInteger(code) && code > 0 ? code : undefined };
  } catch (e) {
    const err = e as SmtpError;
    // nodemailer's message names the server's reply or the connection problem; never the password.
    throw new SendError((err.message || String(e)).slice(0, 500), err.responseCode);
  }
}
