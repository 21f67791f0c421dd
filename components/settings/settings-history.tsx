"use client";
// The facility's settings changes, newest first: the latest come with the
// settings; older ones a page at a time from get_facility_settings_history.
import { useInfiniteQuery } from "@tanstack/react-query";
import { DateTime } from "luxon";
import { settingsHistoryKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callOperation } from "@/lib/api/client";
import type { FacilitySettings } from "@/lib/facilities/settings-schema";

const LABEL: Record<string, string> = {
  name: "Name",
  time_zone: "Time zone",
  address: "Address",
  carrier_instructions: "Carrier instructions",
  reminder_hours: "Reminder (hours before)",
  notification_emails: "Notification addresses",
  instant_booking: "Instant booking",
  accepts_carrier_bookings: "Carrier bookings",
  slot_step_minutes: "Slot step",
  buffer_minutes: "Buffer",
  min_notice_minutes: "Minimum notice",
  horizon_days: "Booking horizon",
  cancel_cutoff_minutes: "Cancellation cut-off",
  open_hours: "Open hours",
  closed_dates: "Closed dates",
  docks: "Docks",
  load_types: "Load types",
};

const short = (v: unknown) => (typeof v === "object" ? "changed" : String(v));

function describe(key: string, [before, after]: [unknown, unknown]) {
  if (key === "created") return `Facility created as ${String(after)}`;
  return `${LABEL[key] ?? key}: ${typeof after === "object" ? "changed" : `${short(before)} → ${short(after)}`}`;
}

const PAGE = 50;

export function SettingsHistory({ settings }: { settings: FacilitySettings }) {
  const latest = settings.history;
  // Keyed by the newest change shown: a save starts the older pages over.
  const older = useInfiniteQuery({
    queryKey: settingsHistoryKey(settings.id, latest[0]?.id ?? ""),
    queryFn: ({ pageParam }) =>
      callOperation("get_facility_settings_history", {
        facility_id: settings.id,
        before: pageParam,
        limit: PAGE,
      }),
    initialPageParam: latest.at(-1)?.id ?? "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: false,
  });
  const changes = [...latest, ...(older.data?.pages.flatMap((p) => p.changes) ?? [])];
  const more = older.data ? older.hasNextPage : latest.length >= PAGE;
  return (
    <section aria-labelledby="settings-history-title" className="flex flex-col gap-3">
      <h2 id="settings-history-title" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600">No changes yet.</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm" aria-label="Settings history">
          {changes.map((e) => (
            <li key={e.id} className="border-l-2 border-slate-200 pl-3">
              <p className="font-medium text-slate-800">
                {DateTime.fromISO(e.at).setZone(settings.time_zone).toFormat("ccc d LLL yyyy, HH:mm")} ·{" "}
                {e.actor_name ?? e.actor}
              </p>
              <ul className="text-slate-600">
                {Object.entries(e.changes).map(([k, change]) => (
                  <li key={k}>{describe(k, change)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {older.error && <Alert tone="error">Older changes could not be loaded: {older.error.message}</Alert>}
      {more && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            loading={older.isFetching}
            loadingText="Loading…"
            onClick={() => (older.data ? older.fetchNextPage() : older.refetch())}
          >
            Show older changes
          </Button>
        </div>
      )}
    </section>
  );
}
