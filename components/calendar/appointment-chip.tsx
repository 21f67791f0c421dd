import { useTranslations } from "next-intl";
import { useNow } from "@/components/shared/use-now";
import { cn } from "@/components/ui/cn";
import type { FacilityAppointment } from "@/lib/record/schema";
import { isOnSite, siteState } from "@/lib/appointments/site-state";
import { clock, wallClock } from "@/lib/core/zoned";
import type { Status } from "@/lib/core/vocabulary";
import type { BoardProps } from "./board";
import { siteLine, useSiteWords } from "./site-line";
import { LEFT_STYLE, ON_SITE_TAG, PAST_RULE_TAG, STATUS_STYLE } from "./status-style";

/** What a dock lead reads at a glance: time, carrier, direction, POs, quantity, status. */
export function AppointmentChip({
  a,
  board: { zone, selectedId, onSelect },
  compact = false,
  style,
}: {
  a: FacilityAppointment;
  /** The board it is on: its zone, and which appointment is selected there. */
  board: Pick<BoardProps, "zone" | "selectedId" | "onSelect">;
  compact?: boolean;
  style?: React.CSSProperties;
}) {
  const now = useNow();
  const selected = a.id === selectedId;
  const t = useTranslations("calendar.chip");
  const tc = useTranslations("common");
  const left = siteState(a) === "left";
  const onSite = isOnSite(a);
  const s = left ? LEFT_STYLE : STATUS_STYLE[a.status];
  const site = siteLine(a, zone, now, useSiteWords());
  const time = `${clock(wallClock(a.scheduled_start_time, zone))}–${clock(wallClock(a.scheduled_end_time, zone))}`;
  const pos = a.order_info.map((o) => o.reference_id).join(", ");
  const qty = a.quantity ? `${a.quantity} ${a.units ? tc(`unitName.${a.units}`) : ""}`.trim() : "";
  const status = tc(`status.${a.status}`);
  // A narrow chip cuts its lines short: the whole line is its title.
  const detail = [pos, qty, a.trailer_number && t("trailer", { trailer: a.trailer_number })]
    .filter(Boolean)
    .join(" · ");
  const state = [
    status,
    site,
    a.is_work_in && t("workIn"),
    a.estimated_start_datetime &&
      ["Requested", "Scheduled"].includes(a.status) &&
      t("eta", { at: clock(wallClock(a.estimated_start_datetime, zone)) }),
    a.recurring_facility_appointment && t("repeats"),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <button
      type="button"
      onClick={() => onSelect(a.id)}
      aria-pressed={selected}
      aria-label={[
        `${time} ${a.carrier ?? t("noCarrier")}`,
        tc(`direction.${a.type}`),
        status,
        site,
        pos,
        qty,
        a.trailer_number && t("trailerLower", { trailer: a.trailer_number }),
        a.override_reason && t("bookedPastRule"),
      ]
        .filter(Boolean)
        .join(", ")}
      data-appointment={a.confirmation_code}
      className={cn(
        "w-full overflow-hidden rounded-md border border-l-4 px-2 py-1 text-left text-xs leading-snug shadow-sm transition hover:shadow focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700",
        s.chip,
        selected && "ring-2 ring-blue-700",
        style && "absolute",
      )}
      style={style}
    >
      <span className="flex items-center justify-between gap-1 font-semibold">
        <span className="truncate" title={a.carrier ?? undefined}>
          {compact ? clock(wallClock(a.scheduled_start_time, zone)) : time} {a.carrier}
        </span>
        <span className="flex shrink-0 gap-1">
          {a.override_reason && (
            <span
              className={PAST_RULE_TAG}
              title={t("pastRuleTitle", { reason: a.override_reason })}
              aria-hidden
            >
              {t("pastRule")}
            </span>
          )}
          {onSite && (
            <span className={ON_SITE_TAG} aria-hidden>
              {t("onSite")}
            </span>
          )}
          <span className="rounded bg-white/70 px-1 text-[10px] font-medium uppercase">
            {a.type === "Inbound" ? t("in") : t("out")}
          </span>
        </span>
      </span>
      {!compact && (
        <>
          <span className="block truncate" title={detail || undefined}>
            {detail}
          </span>
          <span className="block truncate opacity-80" title={state}>
            {state}
          </span>
        </>
      )}
    </button>
  );
}

export function StatusLegend() {
  const t = useTranslations("calendar.chip");
  const tc = useTranslations("common");
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label={t("legend")}>
      {(Object.keys(STATUS_STYLE) as Status[]).map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            className={cn("inline-block h-2.5 w-2.5 rounded-full", STATUS_STYLE[status].dot)}
            aria-hidden
          />
          {tc(`status.${status}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span
          className="inline-block h-2.5 w-2.5 rounded-full border border-dashed border-slate-500"
          aria-hidden
        />
        {t("leftSite")}
      </li>
    </ul>
  );
}
