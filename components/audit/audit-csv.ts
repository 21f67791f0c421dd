// The audit log's entries as a CSV file: one row per entry, before and after as
// JSON in their cells, every cell guarded against spreadsheet formulas.
import { UTF8_BOM, csvField } from "@/lib/core/csv-field";
import { AUDIT_COLUMNS, type AuditEntry } from "@/lib/audit/schema";

export const AUDIT_CSV_COLUMNS = AUDIT_COLUMNS;

const json = (v: unknown) => (v === null || v === undefined ? "" : JSON.stringify(v));

export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) =>
    [
      e.at,
      e.actor.kind,
      e.actor.id,
      e.actor.label,
      e.action,
      e.target.kind,
      e.target.id,
      e.facility_ids.join(" "),
      json(e.before),
      json(e.after),
    ]
      .map(csvField)
      .join(","),
  );
  return UTF8_BOM + [AUDIT_CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}
