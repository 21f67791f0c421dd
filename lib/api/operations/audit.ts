// Operations an auditor and a data-protection officer use: the audit log, and
// one person's data found and erased.
import { listAuditLog } from "../../audit/list";
import { auditLog, listAuditLogInput } from "../../audit/schema";
import { STAFF, defineOperation } from "./define";

export const auditOperations = {
  list_audit_log: defineOperation({
    summary: "The audit log: changes outside appointments, and overrides of rules",
    callers: STAFF,
    input: listAuditLogInput,
    output: auditLog,
    refusals: [403],
    run: (input, { db, caller }) => listAuditLog(db, caller, input),
  }),
};
