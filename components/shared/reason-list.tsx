// Why the other times of a day are not offered, as a list: the public page renders it on the server,
// the booking form's slot picker (./slot-reasons.tsx) with its staff-only way past a rule after each item.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { DayReason } from "./closed-periods";

export function ReasonList({
  reasons,
  after,
}: {
  reasons: DayReason[];
  after?: (r: DayReason) => ReactNode;
}) {
  const t = useTranslations("shared.reasons");
  if (!reasons.length) return null;
  return (
    <div
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm"
      data-testid="slot-reasons"
    >
      <p className="font-medium text-slate-800">{t("title")}</p>
      <ul className="mt-1 flex flex-col gap-1.5" aria-label={t("label")}>
        {reasons.map((r) => (
          <li key={r.key} className="text-slate-700">
            <span className="font-medium text-slate-900 tabular-nums">{r.when}</span> · {r.what}
            {after?.(r)}
          </li>
        ))}
      </ul>
    </div>
  );
}
