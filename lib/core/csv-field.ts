// One CSV field and the file's first bytes, for every CSV Dockside writes (the
// calendar's, ../calendar/csv.ts, and the reports', ../metrics/tables.ts). Apart
// from the calendar's columns, whose answers bring the custom fields' schemas
// and zod, so that the Reports page can offer its download without them.

/** Without it, spreadsheet programs read the file as their local code page: "ü" becomes "Ã¼". */
export const UTF8_BOM = "\uFEFF";

/**
 * RFC 4180: quote a field holding a comma, quote or line break; double the quotes. A leading =, +, - or @
 * is prefixed so a spreadsheet does not run it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
