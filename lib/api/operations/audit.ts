// Operations an auditor and a data-protection officer use: the audit log, and
// one person's data found and erased.
import { listAuditLog } from "../../audit/list";
import { auditLog, listAuditLogInput } from "../../audit/schema";
import { erasePersonalData, exportPersonalData } from "../../privacy/requests";
import { erasedReport, personalExport, personInput } from "../../privacy/schema";
import { ADMINS, STAFF, defineOperation } from "./define";

export const auditOperations = {
  list_audit_log: defineOperation({
    summary: "The audit log: changes outside appointments, and overrides of rules",
    callers: STAFF,
    input: listAuditLogInput,
    output: auditLog,
    refusals: [403],
    run: (input, { db, caller }) => listAuditLog(db, caller, input),
  }),
  erase_personal_data: defineOperation({
    summary: "Erase one person's data from every appointment, message and log",
    audit: "personal_data",
    callers: ADMINS,
    input: personInput,
    output: erasedReport,
    refusals: [403],
    run: (input, { db, caller }) => erasePersonalData(db, caller, input),
  }),
  export_personal_data: defineOperation({
    summary: "Everything Dockside holds about one person, as JSON",
    audit: "personal_data",
    callers: ADMINS,
    input: personInput,
    output: personalExport,
    refusals: [403],
    run: (input, { db, caller }) => exportPersonalData(db, caller, input),
  }),
};
