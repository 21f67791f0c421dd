"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useLiveUpdates } from "@/components/shared/live-updates";
import { historyKey } from "@/components/shared/query-keys";
import { useErrorWords } from "@/components/ui/use-error-words";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import { changeLine, eventTitle, type Words } from "@/lib/appointments/history-words";
import { clock, inZone } from "@/lib/core/time";
import { useDayWords } from "./use-day-words";

// The shared vocabulary comes from common.json, the history's own words from calendar.history.
const SHARED = /^(status|cancelReason|repetition)\./;

/** The appointment's history, oldest first; the panel's undo button reads it too. */
export function useAppointmentHistory(id: string) {
  const { pollMs } = useLiveUpdates();
  return useQuery({
    queryKey: historyKey(id),
    queryFn: () => callOperation("get_facility_appointment_history", { id }),
    refetchInterval: pollMs,
  });
}

export function HistoryList({ id, zone }: { id: string; zone: string }) {
  const history = useAppointmentHistory(id);
  const th = useTranslations("calendar.history");
  const tc = useTranslations("common");
  const failure = useErrorWords();
  const words = useDayWords(zone);
  const t: Words = (key, values) => (SHARED.test(key) ? tc(key, values) : th(key, values));
  const day = (iso: string) => `${words.short(iso)} ${clock(inZone(iso, zone))}`;
  if (history.isPending) return <Skeleton className="h-20 w-full" />;
  if (history.isError)
    return <p className="text-sm text-red-700">{th("failed", { reason: failure(history.error) })}</p>;
  return (
    <ol className="flex flex-col gap-2 text-sm" aria-label={th("label")}>
      {[...history.data.events].reverse().map((e) => (
        <li key={e.id} className="border-l-2 border-slate-200 pl-3">
          <p className="font-medium text-slate-800">
            {eventTitle(e.action, t)}{" "}
            <span className="font-normal text-slate-500">
              · {day(e.at)} · {e.actor_name ?? e.actor}
            </span>
          </p>
          {Object.keys(e.changes).length > 0 && (
            <ul className="text-xs wrap-anywhere text-slate-600">
              {Object.entries(e.changes).map(([field, change]) => (
                <li key={field}>{changeLine(field, change, zone, t, day)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
