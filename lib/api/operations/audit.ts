// Operations an auditor and a data-protection officer use: the audit log, and
// one person's data found and erased.
import { listAuditLog } from "../../audit/list";
import { auditLog, listAuditLogInput } from "../../audit/schema";
import { erasePersonalData, exportPersonalData } from "../../privacy/requests";
import { erasedReport, personalExport, personInput } from "../../privacy/schema";
import { ADMIN_ONLY, STAFF, asCaller, defineOperation, type OperationDefaults } from "./define";

const personalData = { ...ADMIN_ONLY, audit: "personal_data" } as const satisfies OperationDefaults;

export const auditOperations = {
  list_audit_log: defineOperation({
    summary: "The audit log: changes outside appointments, and overrides of rules",
    callers: STAFF,
    input: listAuditLogInput,
    output: auditLog,
    refusals: [403],
    run: asCaller(listAuditLog),
  }),
  erase_personal_data: defineOperation({
    ...personalData,
    summary: "Erase one person's data from every appointment, message and log",
    input: personInput,
    output: erasedReport,
    run: asCaller(erasePersonalData),
  }),
  export_personal_data: defineOperation({
    ...personalData,
    summary: "Everything Dockside holds about one person, as JSON",
    input: personInput,
    output: personalExport,
    run: asCaller(exportPersonalData),
  }),
};
