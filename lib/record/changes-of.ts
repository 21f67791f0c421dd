// What a change changes, as history records it (./fields.ts names the columns).
// Apart from the names because custom-field answers are compared with their
// schemas (../fields/values.ts, zod): the screens that map names (the yard, the
// status buttons, through ./transitions.ts) load the names without zod.
import type { AppointmentRow } from "./record";
import { answerChanges } from "../fields/values";
import { CHANGE_FIELDS, type AppointmentChange, type ChangeColumn, type Changes } from "./fields";

function plain(column: ChangeColumn, value: unknown, dockName: (id: string) => string | null): unknown {
  if (value instanceof Date) return value.toISOString();
  if (column === "dockId" && typeof value === "string") return dockName(value);
  return value ?? null;
}

/** What `change` changes in `row`, under API names; unchanged columns are left out. */
export function changesOf(
  row: Pick<AppointmentRow, ChangeColumn>,
  change: AppointmentChange,
  dockName: (id: string) => string | null,
): Changes {
  const out: Changes = {};
  for (const column of Object.keys(change) as ChangeColumn[]) {
    if (!(column in CHANGE_FIELDS) || change[column] === undefined) continue;
    const before = row[column] instanceof Date ? (row[column] as Date).toISOString() : (row[column] ?? null);
    const after =
      change[column] instanceof Date ? (change[column] as Date).toISOString() : (change[column] ?? null);
    if (before === after) continue;
    if (column === "customFields") {
      Object.assign(out, answerChanges(row.customFields, change.customFields!));
      continue;
    }
    out[CHANGE_FIELDS[column]] = [
      plain(column, row[column], dockName),
      plain(column, change[column], dockName),
    ];
  }
  return out;
}
