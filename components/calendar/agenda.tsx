"use client";
// The list view on a phone: one card per appointment, in time order, under its
// day; everything a dock lead reads at a glance without scrolling sideways.
import { useTranslations } from "next-intl";
import { useNow } from "@/components/shared/use-now";
import { cn } from "@/components/ui/cn";
import type { FacilityAppointment } from "@/lib/record/schema";
import { isOnSite, siteState } from "@/lib/appointments/site-state";
import { clock, isoDay, wallClock } from "@/lib/core/zoned";
import { siteLine, useSiteWords } from "./site-line";
import { LEFT_STYLE, ON_SITE_TAG, PAST_RULE_TAG, STATUS_STYLE } from "./status-style";
import { useDayWords } from "./use-day-words";

type Props = {
  zone: string;
  /** The one day a scheduled list shows; a card that started the day before is under that day's heading. */
  date?: string;
  appointments: FacilityAppointment[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

export function Agenda({ zone, date, appointments, selectedId, onSelect }: Props) {
  const sorted = [...appointments].sort((a, b) =>
    a.scheduled_start_time.localeCompare(b.scheduled_start_time),
  );
  const words = useDayWords(zone);
  const days = [...new Set(sorted.map((a) => isoDay(wallClock(a.scheduled_start_time, zone))))];
  return (
    <div className="flex flex-col gap-4">
      {days.map((day) => (
        <section key={day} aria-label={words.long(day)}>
          {(days.length > 1 || (date !== undefined && day !== date)) && (
            <h2 className="mb-2 text-sm font-semibold text-slate-700">{words.long(day)}</h2>
          )}
          <ul className="flex flex-col gap-2">
            {sorted
              .filter((a) => isoDay(wallClock(a.scheduled_start_time, zone)) === day)
              .map((a) => (
                <li key={a.id}>
                  <Card a={a} zone={zone} selected={a.id === selectedId} onSelect={onSelect} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Card({
  a,
  zone,
  selected,
  onSelect,
}: {
  a: FacilityAppointment;
  zone: string;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const refs = a.order_info.map((o) => o.reference_id).join(", ");
  const t = useTranslations("calendar.chip");
  const tc = useTranslations("common");
  const qty = a.quantity ? `${a.quantity} ${a.units ? tc(`unitName.${a.units}`) : ""}`.trim() : "";
  const site = siteLine(a, zone, useNow(), useSiteWords());
  return (
    <button
      type="button"
      onClick={() => onSelect(a.id)}
      aria-pressed={selected}
      data-appointment={a.confirmation_code}
      className={cn(
        "flex w-full flex-col gap-1 rounded-lg border border-l-4 bg-white p-3 text-left text-sm shadow-sm",
        siteState(a) === "left" ? LEFT_STYLE.chip : STATUS_STYLE[a.status].chip,
        selected && "ring-2 ring-blue-700",
      )}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="font-semibold tabular-nums">
          {clock(wallClock(a.scheduled_start_time, zone))}–{clock(wallClock(a.scheduled_end_time, zone))}
        </span>
        <span className="flex items-center gap-1.5 text-xs font-medium">
          {a.override_reason && (
            <span className={PAST_RULE_TAG} title={t("pastRuleTitle", { reason: a.override_reason })}>
              {t("pastRule")}
            </span>
          )}
          {isOnSite(a) && <span className={ON_SITE_TAG}>{t("onSite")}</span>}
          {a.dock ?? t("noDock")} · {a.type === "Inbound" ? t("in") : t("out")}
        </span>
      </span>
      <span className="font-medium wrap-anywhere">{a.carrier ?? t("noCarrier")}</span>
      <span className="flex flex-wrap justify-between gap-x-3 text-xs">
        <span className="wrap-anywhere">{[refs, qty].filter(Boolean).join(" · ")}</span>
        <span className="font-semibold">
          {tc(`status.${a.status}`)}
          {site ? ` · ${site}` : ""}
          {a.is_work_in ? ` · ${t("workIn")}` : ""}
        </span>
      </span>
    </button>
  );
}
