// list_audit_log (extension): who changed what outside appointments, and every override of a rule.
import { z } from "zod";
import { dateTime, optional, uuid, wholeNumber, text } from "../core/validation";

/** An entry's columns as the table holds them (with its id) and as the CSV download writes them (without). */
export const AUDIT_COLUMNS = [
  "at",
  "actor_kind",
  "actor_id",
  "actor_label",
  "action",
  "target_kind",
  "target_id",
  "facility_ids",
  "before",
  "after",
] as const;

export const AUDIT_TARGET_KINDS = [
  "facility",
  "user",
  "api_token",
  "gate_link",
  "sign_in_rule",
  "sso_domains",
  "webhook",
  "reference_list",
  "invitation",
  "appointment",
  "personal_data",
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const ACTOR_KINDS = ["user", "token", "gate", "cli", "link", "system"] as const;

export const listAuditLogInput = z
  .object({
    since: optional(dateTime).meta({ description: "Entries at or after this instant." }),
    until: optional(dateTime).meta({ description: "Entries before this instant." }),
    actor_id: optional(text(100)).meta({ description: "Only this user's, token's or gate link's changes." }),
    target_kind: optional(z.enum(AUDIT_TARGET_KINDS, { error: "is not a kind of audited thing" })),
    before: optional(uuid).meta({
      description: "next_before of the previous page: entries older than that one.",
    }),
    limit: wholeNumber(1, 500).default(100),
  })
  .meta({
    description:
      "Extension. The audit log, newest first: admins every entry, staff their facilities'. Secrets never appear.",
  });

export const auditEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(ACTOR_KINDS),
    id: z.string().nullable(),
    label: z.string(),
  }),
  action: z.string().meta({ description: "The operation that made the change, e.g. update_user." }),
  target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.string().nullable() }),
  facility_ids: z.array(z.string()).meta({ description: "The facilities the change belongs to." }),
  before: z.unknown().meta({ description: "The thing before the change (null when it was made by it)." }),
  after: z.unknown().meta({ description: "The thing after the change (null when it was removed by it)." }),
});

export const auditLog = z.object({
  entries: z.array(auditEntry),
  next_before: z
    .uuid()
    .nullable()
    .meta({ description: "Send as before for the next, older page; null when there is none." }),
});

export type ListAuditLogInput = z.output<typeof listAuditLogInput>;
export type AuditEntry = z.output<typeof auditEntry>;
export type AuditLog = z.output<typeof auditLog>;
