// "Lost your link?": a confirmation code and an e-mail address the booking was
// made with send a fresh manage link to that address. The answer never says
// whether they matched, so the form cannot be used to find out who booked what,
// and it does not take longer when they did: the request is deferred
// (lib/outbox/deferred.ts) and the worker looks it up and writes the e-mail.
import type { Db, Tx } from "../db";
import { deferRequest } from "../outbox/deferred";
import { localRange } from "../core/time";
import { enqueueMail } from "../mail/enqueue";
import { mintManageLink } from "../record/manage-links";

export const LOST_LINK_ANSWER =
  "If that confirmation code belongs to a booking made with that address, its link is on its way there. It can take a few minutes; check the spam folder too.";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type LostLinkRequest = { confirmation_code: string; email: string };

export async function sendLostLink(db: Db, input: LostLinkRequest): Promise<{ message: string }> {
  await deferRequest(db, LOST_LINK, input);
  return { message: LOST_LINK_ANSWER };
}

export const LOST_LINK = "lost_link";

/** The worker's part: a fresh link to that address, when the code's booking was made with it. */
export async function handleLostLink(tx: Tx, payload: unknown): Promise<void> {
  const input = payload as LostLinkRequest;
  const row = await tx.appointment.findUnique({
    where: { confirmationCode: input.confirmation_code },
    select: {
      id: true,
      carrierEmails: true,
      scheduledStart: true,
      scheduledEnd: true,
      facility: { select: { name: true, timeZone: true } },
    },
  });
  const addresses = row ? (JSON.parse(row.carrierEmails) as string[]) : [];
  if (!row || !addresses.includes(input.email)) return;
  const when = localRange(
    row.scheduledStart.toISOString(),
    row.scheduledEnd.toISOString(),
    row.facility.timeZone,
  );
  const { url } = await mintManageLink(tx, row.id);
  const lines = [
    `Here is the link to your appointment ${input.confirmation_code} at ${row.facility.name}, ${when}.`,
    `See it, add it to your calendar, reschedule or cancel it: ${url}`,
    "Someone asked for it with this address and the confirmation code. If it was not you, you can ignore this message.",
  ];
  await enqueueMail(tx, {
    kind: "manage_link",
    to: [input.email],
    subject: `Your appointment ${input.confirmation_code} at ${row.facility.name}`,
    text: lines.join("\n\n"),
    html: [
      `<p>${escape(lines[0])}</p>`,
      `<p><a href="${escape(url)}">See, reschedule or cancel your appointment</a></p>`,
      `<p>${escape(lines[2])}</p>`,
    ].join("\n"),
    appointmentId: row.id,
  });
}
