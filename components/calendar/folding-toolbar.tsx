"use client";
// On a phone the toolbar is folded: a line saying what is shown, the day
// before and after, and "Filters" for the rest, so the appointments come
// first. Wider screens get the whole toolbar.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useShownDates } from "@/components/ui/date-fields";
import { addDays } from "@/lib/core/zoned";
import { Toolbar, type ToolbarProps } from "./toolbar";

const VIEW = { day: "dayBoard", week: "weekBoard", list: "list" } as const;

export function FoldingToolbar({ folded, ...props }: ToolbarProps & { folded: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations("calendar.folding");
  const tc = useTranslations("common");
  const { shownDate, shownDateTime } = useShownDates();
  if (!folded) return <Toolbar {...props} />;
  const { s, set } = props;
  const filters = [
    s.status && tc(`status.${s.status}`),
    s.type && tc(`direction.${s.type}`),
    s.carrier && `“${s.carrier}”`,
  ].filter(Boolean);
  const shown =
    s.mode === "scheduled"
      ? t("scheduledShown", { date: shownDate(s.date), view: t(VIEW[s.view]) })
      : t(s.mode === "created" ? "createdShown" : "modifiedShown", {
          from: shownDateTime(s.from),
          to: shownDateTime(s.to),
        });
  const shift = (days: number) => set({ date: addDays(s.date, days) });
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex items-center gap-2">
        {s.mode === "scheduled" && !open && (
          <Button variant="secondary" size="sm" onClick={() => shift(-1)} aria-label={t("previousDay")}>
            ‹
          </Button>
        )}
        <p className="min-w-0 flex-1 text-sm font-medium text-slate-800" aria-live="polite">
          {shown}
          {filters.length > 0 && (
            <span className="block text-xs text-slate-600">
              {t("only", { filters: filters.join(" · ") })}
            </span>
          )}
        </p>
        {s.mode === "scheduled" && !open && (
          <Button variant="secondary" size="sm" onClick={() => shift(1)} aria-label={t("nextDay")}>
            ›
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls="calendar-filters"
          onClick={() => setOpen(!open)}
        >
          {open
            ? t("hideFilters")
            : filters.length
              ? t("filtersCount", { count: filters.length })
              : t("filters")}
        </Button>
      </div>
      <div id="calendar-filters" hidden={!open}>
        <Toolbar {...props} />
      </div>
    </div>
  );
}
