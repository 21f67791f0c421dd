"use client";
import { useQuery } from "@tanstack/react-query";
import { historyKey, POLL_MS } from "@/components/shared/query-keys";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import { clock, inZone, shortDay } from "@/lib/core/time";

const ACTION: Record<string, string> = {
  requested: "Requested",
  work_in_created: "Work-in recorded",
  approved: "Approved",
  declined: "Declined",
  checked_in: "Checked in",
  loading_started: "Loading started",
  loading_finished: "Loading finished",
  checked_out: "Checked out",
  no_show: "Marked no-show",
  cancelled: "Cancelled",
  undone: "Step undone",
  rescheduled: "Rescheduled",
  updated: "Details changed",
  series_created: "Series created",
  created_from_series: "Created by a series",
  carrier_account_changed: "Carrier account changed",
};

const show = (v: unknown, zone: string) =>
  v === null || v === "" || v === undefined
    ? "—"
    : typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v)
      ? `${shortDay(inZone(v, zone))} ${clock(inZone(v, zone))}`
      : String(v);

export function HistoryList({ id, zone }: { id: string; zone: string }) {
  const history = useQuery({
    queryKey: historyKey(id),
    queryFn: () => callOperation("get_facility_appointment_history", { id }),
    refetchInterval: POLL_MS,
  });
  if (history.isPending) return <Skeleton className="h-20 w-full" />;
  if (history.isError)
    return <p className="text-sm text-red-700">The history could not be loaded: {history.error.message}</p>;
  return (
    <ol className="flex flex-col gap-2 text-sm" aria-label="History">
      {[...history.data.events].reverse().map((e) => (
        <li key={e.id} className="border-l-2 border-slate-200 pl-3">
          <p className="font-medium text-slate-800">
            {ACTION[e.action] ?? e.action}{" "}
            <span className="font-normal text-slate-500">
              · {shortDay(inZone(e.at, zone))} {clock(inZone(e.at, zone))} · {e.actor_name ?? e.actor}
            </span>
          </p>
          {Object.keys(e.changes).length > 0 && (
            <ul className="text-xs text-slate-600">
              {Object.entries(e.changes).map(([field, [before, after]]) => (
                <li key={field}>
                  {field.replace(/_/g, " ")}: {show(before, zone)} → {show(after, zone)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
