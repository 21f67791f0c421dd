// A CSV of valid references, as staff export it from their WMS or a
// spreadsheet: the reference in the first column, an optional expiry date
// (YYYY-MM-DD) in the second, a header row or not. Each row is taken or
// refused with its line and why (a code: the browser words it in the reader's
// language), before anything is uploaded.
import { parse } from "csv-parse/browser/esm/sync";

export type CsvReference = { reference_id: string; expires_on?: string };
export type RefusalWhy = "no_reference" | "too_long" | "not_a_date" | "repeated";
/** `date`: the second column, when it is what is wrong (not_a_date). */
export type RefusedLine = { line: number; text: string; why: RefusalWhy; date?: string };

/** The longest reference the list takes (lib/references/schema.ts refuses longer ones too). */
export const MAX_LENGTH = 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HEADER = /^(reference|reference_id|reference id|po|po number|po_number|number)$/i;

function realDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function parseReferenceCsv(text: string): { references: CsvReference[]; refused: RefusedLine[] } {
  const rows = parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const references: CsvReference[] = [];
  const refused: RefusedLine[] = [];
  const seen = new Set<string>();
  rows.forEach(({ record, info }, i) => {
    const [reference = "", expires = ""] = record;
    const refuse = (why: RefusalWhy, date?: string) =>
      refused.push({
        line: info.lines,
        text: record.join(","),
        why,
        ...(date === undefined ? {} : { date }),
      });
    if (i === 0 && HEADER.test(reference)) return;
    if (!reference) return refuse("no_reference");
    if (reference.length > MAX_LENGTH) return refuse("too_long");
    if (expires && (!DATE.test(expires) || !realDate(expires))) return refuse("not_a_date", expires);
    if (seen.has(reference)) return refuse("repeated");
    seen.add(reference);
    references.push(expires ? { reference_id: reference, expires_on: expires } : { reference_id: reference });
  });
  return { references, refused };
}
