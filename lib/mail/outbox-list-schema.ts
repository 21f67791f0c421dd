// list_outbox_mail (extension, admins): the e-mail in the outbox, newest
// first, a page at a time, with each message's delivery state and text.
import { z } from "zod";
import { pageLimit, optional, uuid } from "../core/validation";

export const MAIL_STATUSES = ["kept", "pending", "sent", "failed"] as const;

export const listOutboxMailInput = z
  .object({
    status: optional(z.enum(MAIL_STATUSES, { error: "must be kept, pending, sent or failed" })),
    before: optional(uuid).meta({
      description: "next_cursor of the previous page: messages older than that one.",
    }),
    limit: pageLimit(100, 25),
  })
  .meta({
    description:
      "Extension. E-mail in the outbox, newest first: kept (no SMTP_URL: not sent), pending (waiting or retrying), sent, failed (retries used up). Admins only.",
  });

export const outboxMail = z.object({
  id: z.uuid(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
  next_attempt_at: z.iso.datetime().nullable().meta({ description: "When a pending message is tried next." }),
  sent_at: z.iso.datetime().nullable(),
  appointment_id: z.uuid().nullable(),
  text: z.string().meta({ description: "The plain-text part." }),
  ics: z.string().nullable().meta({ description: "The attached iCalendar file, if any." }),
  ics_method: z.enum(["REQUEST", "CANCEL"]).nullable(),
});

export const outboxMailList = z.object({
  sending: z.boolean().meta({ description: "true when SMTP_URL is set: new messages are sent." }),
  messages: z.array(outboxMail),
  next_cursor: z.uuid().nullable(),
});

export type ListOutboxMailInput = z.output<typeof listOutboxMailInput>;
export type OutboxMailList = z.output<typeof outboxMailList>;
