// One CSV field and the file's first bytes, for every CSV Dockside writes (the
// calendar's, ../calendar/csv.ts, and the reports', ../metrics/tables.ts). Apart
// from the calendar's columns, whose answers bring the custom fields' schemas
// and zod, so that the Reports page can offer its download without them.

/** Without it, spreadsheet programs read the file as their local code page: "ü" becomes "Ã¼". */
export const UTF8_BOM = "\uFEFF";

/**
 * RFC 4180: quote a field holding a comma, quote or line break; double the quotes. A leading =, +, - or @
 * (or tab, CR) is prefixed with ' so a spreadsheet does not run it as a formula.
 *
 * German, French, Polish and Spanish Excel and LibreOffice open a .csv split at ";" (their list separator),
 * and honour quotes only where such a cell starts, so a line break inside a quoted field ends their row too.
 * Whatever follows a ";", a tab or a line break inside a field starts a cell there: it is guarded the same
 * way (after any spaces or quotes, which the import trims or takes as quoting).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (typeof value === "string") {
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    s = s.replace(/([;\t\r\n][ "]*)(?=[=+\-@\t\r])/g, "$1'");
  }
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
