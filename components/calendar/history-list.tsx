"use client";
import { useQuery } from "@tanstack/react-query";
import { useLiveUpdates } from "@/components/shared/live-updates";
import { historyKey } from "@/components/shared/query-keys";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import { changeLine, eventTitle } from "@/lib/appointments/history-words";
import { clock, inZone, shortDay } from "@/lib/core/time";

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
  if (history.isPending) return <Skeleton className="h-20 w-full" />;
  if (history.isError)
    return <p className="text-sm text-red-700">The history could not be loaded: {history.error.message}</p>;
  return (
    <ol className="flex flex-col gap-2 text-sm" aria-label="History">
      {[...history.data.events].reverse().map((e) => (
        <li key={e.id} className="border-l-2 border-slate-200 pl-3">
          <p className="font-medium text-slate-800">
            {eventTitle(e.action)}{" "}
            <span className="font-normal text-slate-500">
              · {shortDay(inZone(e.at, zone))} {clock(inZone(e.at, zone))} · {e.actor_name ?? e.actor}
            </span>
          </p>
          {Object.keys(e.changes).length > 0 && (
            <ul className="text-xs wrap-anywhere text-slate-600">
              {Object.entries(e.changes).map(([field, change]) => (
                <li key={field}>{changeLine(field, change, zone)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
