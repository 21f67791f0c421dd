"use client";
// A week of one facility: a row per dock, a column per local day, each cell
// the dock's appointments of that day in time order.
import { DateTime } from "luxon";
import { useTranslations } from "next-intl";
import type { FacilityAppointment } from "@/lib/record/schema";
import { AppointmentChip } from "./appointment-chip";
import { dockLanes, UNASSIGNED, type BoardProps } from "./board";
import { weekStart, withinScheduled } from "./selection";
import { useDayWords } from "./use-day-words";

export function WeekGrid(board: BoardProps) {
  const { date, zone, docks, appointments } = board;
  const t = useTranslations("calendar.board");
  const words = useDayWords(zone);
  const monday = DateTime.fromISO(weekStart(date), { zone });
  const days = Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }));
  const today = DateTime.now().setZone(zone).toISODate();
  const { names: rows, laneOf: dockOf } = dockLanes(docks, appointments);
  // A load across midnight is on the dock both days, so it shows in both (the calendar's own overlap rule),
  // each day's bounds worked out once, not once per cell and appointment.
  const within = new Map(
    days.map((d) => [d.toISODate()!, withinScheduled({ view: "day", date: d.toISODate()! }, zone)]),
  );
  const onDay = (a: FacilityAppointment, d: DateTime) => within.get(d.toISODate()!)!(a);

  return (
    <div
      className="overflow-auto rounded-lg border border-slate-200 bg-white"
      role="region"
      aria-label={t("weekOf", { day: words.date(weekStart(date)) })}
      tabIndex={0}
    >
      <table className="w-full min-w-[64rem] table-fixed border-collapse text-sm">
        <thead>
          <tr>
            <th
              scope="col"
              className="w-28 border-b border-slate-200 px-2 py-2 text-left font-semibold text-slate-700"
            >
              {t("dock")}
            </th>
            {days.map((d) => (
              <th
                key={d.toISODate()}
                scope="col"
                className={`border-b border-l border-slate-200 px-2 py-2 text-left font-semibold ${d.toISODate() === today ? "bg-blue-50 text-blue-900" : "text-slate-700"}`}
              >
                {words.short(d.toISODate()!)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((dock) => (
            <tr key={dock} className="align-top">
              <th
                scope="row"
                className="border-b border-slate-100 px-2 py-2 text-left font-medium text-slate-800"
              >
                {dock === UNASSIGNED ? t("unassigned") : dock}
              </th>
              {days.map((d) => (
                <td key={d.toISODate()} className="border-b border-l border-slate-100 p-1">
                  <div className="flex flex-col gap-1">
                    {appointments
                      .filter((a) => dockOf(a) === dock && onDay(a, d))
                      .sort((a, b) => a.scheduled_start_time.localeCompare(b.scheduled_start_time))
                      .map((a) => (
                        <AppointmentChip key={a.id} a={a} board={board} compact />
                      ))}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
