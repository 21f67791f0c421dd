import { DateTime } from "luxon";
import type { FacilitySettings } from "@/lib/facilities/settings-schema";

const LABEL: Record<string, string> = {
  name: "Name",
  time_zone: "Time zone",
  address: "Address",
  carrier_instructions: "Carrier instructions",
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

export function SettingsHistory({ settings }: { settings: FacilitySettings }) {
  return (
    <section aria-labelledby="settings-history-title" className="flex flex-col gap-3">
      <h2 id="settings-history-title" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {settings.history.length === 0 ? (
        <p className="text-sm text-slate-600">No changes yet.</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm" aria-label="Settings history">
          {settings.history.map((e) => (
            <li key={e.id} className="border-l-2 border-slate-200 pl-3">
              <p className="font-medium text-slate-800">
                {DateTime.fromISO(e.at).setZone(settings.time_zone).toFormat("ccc d LLL yyyy, HH:mm")} · {e.actor_name ?? e.actor}
              </p>
              <ul className="text-slate-600">
                {Object.entries(e.changes).map(([k, [before, after]]) => (
                  <li key={k}>
                    {LABEL[k] ?? k}: {typeof after === "object" ? "changed" : `${short(before)} → ${short(after)}`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
