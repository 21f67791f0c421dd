"use client";
// One table of a report, with its CSV download. The numbers of every chart are
// in one of these, so a screen reader (or a spreadsheet) gets them all.
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { downloadCsv } from "@/components/ui/download-csv";
import { tableCsv, type ReportTable } from "@/lib/metrics/tables";

export function ReportTableView({
  table,
  fileName,
  empty,
}: {
  table: ReportTable;
  /** Without .csv: "Dallas DC 2026-06-10 Figures". */
  fileName: string;
  empty?: string;
}) {
  const t = useTranslations("reports.table");
  const format = useFormatter();
  // Numbers in the reader's locale on screen; the CSV keeps them plain.
  const shown = (c: string | number | null) =>
    c === null || c === "" ? "—" : typeof c === "number" ? format.number(c) : c;
  return (
    <div className="flex flex-col gap-2">
      <div
        className="overflow-x-auto rounded-md border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={t("tableLabel", { title: table.title })}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{table.title}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {table.columns.map((c, i) => (
                <th key={c} scope="col" className={`px-3 py-2 font-medium ${i ? "text-right" : ""}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.rows.length === 0 && (
              <tr>
                <td colSpan={table.columns.length} className="px-3 py-3 text-slate-600">
                  {empty ?? t("empty")}
                </td>
              </tr>
            )}
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((c, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-3 py-1.5 font-normal text-slate-900">
                      {shown(c)}
                    </th>
                  ) : (
                    <td key={i} className="px-3 py-1.5 text-right text-slate-900 tabular-nums">
                      {shown(c)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadCsv(`${fileName}.csv`.replace(/[^\w .-]+/g, "_"), tableCsv(table))}
        >
          {t.rich("download", {
            title: table.title,
            hidden: (c) => <span className="sr-only">{c}</span>,
          })}
        </Button>
      </div>
    </div>
  );
}
