"use client";
// On a phone the toolbar is folded: a line saying what is shown, the day
// before and after, and "Filters" for the rest, so the appointments come
// first. Wider screens get the whole toolbar.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { shownDate, shownDateTime } from "@/lib/core/date-entry";
import { statusWord } from "@/lib/core/words";
import { addDays } from "@/lib/core/zoned";
import { Toolbar, type ToolbarProps } from "./toolbar";

const VIEW = { day: "Day board", week: "Week board", list: "List" } as const;

export function FoldingToolbar({ folded, ...props }: ToolbarProps & { folded: boolean }) {
  const [open, setOpen] = useState(false);
  if (!folded) return <Toolbar {...props} />;
  const { s, set } = props;
  const filters = [s.status && statusWord(s.status), s.type, s.carrier && `“${s.carrier}”`].filter(Boolean);
  const shown =
    s.mode === "scheduled"
      ? `${shownDate(s.date)} · ${VIEW[s.view]}`
      : `${s.mode === "created" ? "Created" : "Modified"} ${shownDateTime(s.from)} – ${shownDateTime(s.to)}`;
  const shift = (days: number) => set({ date: addDays(s.date, days) });
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex items-center gap-2">
        {s.mode === "scheduled" && !open && (
          <Button variant="secondary" size="sm" onClick={() => shift(-1)} aria-label="Previous day">
            ‹
          </Button>
        )}
        <p className="min-w-0 flex-1 text-sm font-medium text-slate-800" aria-live="polite">
          {shown}
          {filters.length > 0 && (
            <span className="block text-xs text-slate-600">Only {filters.join(" · ")}</span>
          )}
        </p>
        {s.mode === "scheduled" && !open && (
          <Button variant="secondary" size="sm" onClick={() => shift(1)} aria-label="Next day">
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
          {open ? "Hide filters" : `Filters${filters.length ? ` (${filters.length})` : ""}`}
        </Button>
      </div>
      <div id="calendar-filters" hidden={!open}>
        <Toolbar {...props} />
      </div>
    </div>
  );
}
