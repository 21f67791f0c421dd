"use client";
// One day of one facility: a column per dock, time running down in the
// facility's local time. Rows are real hours from local midnight, so a
// daylight-saving day has 23 or 25 of them with the labels the clock shows.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { FacilityAppointment } from "@/lib/record/schema";
import { addDays, clock, instantOf, wallClock } from "@/lib/core/zoned";
import { AppointmentChip } from "./appointment-chip";
import { dockLanes, UNASSIGNED, type BoardProps } from "./board";
import { useDayWords } from "./use-day-words";

const PX_PER_MIN = 1.1;
const HEADER_PX = 40; // h-10, the dock names row
const MINUTE = 60_000;

/** Side-by-side lanes for appointments that overlap within one dock column (a cancelled one under its replacement, a work-in). */
function lanes(items: FacilityAppointment[]): Map<string, { lane: number; of: number }> {
  const sorted = [...items].sort((a, b) => a.scheduled_start_time.localeCompare(b.scheduled_start_time));
  const ends: number[] = [];
  const lane = new Map<string, number>();
  for (const a of sorted) {
    const start = Date.parse(a.scheduled_start_time);
    let i = ends.findIndex((e) => e <= start);
    if (i < 0) i = ends.push(0) - 1;
    ends[i] = Date.parse(a.scheduled_end_time);
    lane.set(a.id, i);
  }
  return new Map(sorted.map((a) => [a.id, { lane: lane.get(a.id)!, of: Math.max(1, ends.length) }]));
}

export function DayGrid(board: BoardProps) {
  const { date, zone, docks, appointments } = board;
  // Instants in epoch milliseconds; where midnight is skipped the day starts when the clock comes back.
  const dayStart = instantOf(date, "00:00", zone);
  const dayEnd = instantOf(addDays(date, 1), "00:00", zone);
  const minutes = (dayEnd - dayStart) / MINUTE;
  const hours = Array.from({ length: Math.round(minutes / 60) }, (_, h) => dayStart + h * 60 * MINUTE);
  const offset = (at: string | number) =>
    Math.min(minutes, Math.max(0, ((typeof at === "number" ? at : Date.parse(at)) - dayStart) / MINUTE));

  const t = useTranslations("calendar.board");
  const words = useDayWords(zone);
  const { names: columns, laneOf } = dockLanes(docks, appointments);
  const byColumn = new Map(columns.map((c) => [c, appointments.filter((a) => laneOf(a) === c)]));

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  const showNow = now >= dayStart && now < dayEnd;

  // Open at the working day: the first appointment, or 06:00.
  const scroller = useRef<HTMLDivElement>(null);
  const first = appointments.length
    ? Math.min(...appointments.map((a) => offset(a.scheduled_start_time)))
    : 6 * 60;
  useEffect(() => {
    scroller.current?.scrollTo({ top: Math.max(0, Math.min(first, 6 * 60) - 30) * PX_PER_MIN });
  }, [date, first]);

  return (
    <div
      ref={scroller}
      className="relative max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white"
      role="region"
      aria-label={t("daySchedule", { day: words.dayMonth(dayStart) })}
      tabIndex={0}
    >
      <div
        className="grid min-w-max"
        style={{ gridTemplateColumns: `4rem repeat(${columns.length}, minmax(11rem, 1fr))` }}
      >
        {/* The hours stay at the left edge when the board scrolls sideways to a far dock. */}
        <div className="sticky top-0 left-0 z-30 h-10 border-b border-slate-200 bg-white" />
        {columns.map((c) => (
          <div
            key={c}
            className="sticky top-0 z-20 h-10 truncate border-b border-l border-slate-200 bg-white px-2 py-2 text-sm font-semibold text-slate-800"
          >
            {c === UNASSIGNED ? t("unassigned") : c}
          </div>
        ))}
        <div className="sticky left-0 z-10 bg-white" style={{ height: minutes * PX_PER_MIN }}>
          {hours.map((h) => (
            <div
              key={h}
              className="absolute right-2 -translate-y-2 text-xs text-slate-500"
              style={{ top: ((h - dayStart) / MINUTE) * PX_PER_MIN }}
            >
              {clock(wallClock(h, zone))}
            </div>
          ))}
        </div>
        {columns.map((c) => {
          const items = byColumn.get(c) ?? [];
          const lane = lanes(items);
          return (
            <div
              key={c}
              className="relative border-l border-slate-200"
              style={{ height: minutes * PX_PER_MIN }}
            >
              {hours.map((h) => (
                <div
                  key={h}
                  className="absolute inset-x-0 border-t border-slate-100"
                  style={{ top: ((h - dayStart) / MINUTE) * PX_PER_MIN }}
                />
              ))}
              {items.map((a) => {
                const height = Math.max(
                  28,
                  (offset(a.scheduled_end_time) - offset(a.scheduled_start_time)) * PX_PER_MIN - 2,
                );
                // A chip near midnight keeps its least height inside the day rather than past its end.
                const top = Math.min(offset(a.scheduled_start_time), minutes - (height + 2) / PX_PER_MIN);
                const { lane: i, of } = lane.get(a.id)!;
                return (
                  <AppointmentChip
                    key={a.id}
                    a={a}
                    board={board}
                    compact={height < 50}
                    style={{
                      top: top * PX_PER_MIN + 1,
                      height,
                      left: `calc(${(i / of) * 100}% + 2px)`,
                      width: `calc(${100 / of}% - 4px)`,
                    }}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
      {showNow && (
        <div
          className="pointer-events-none absolute right-0 left-16 z-10 border-t-2 border-red-600"
          style={{ top: HEADER_PX + offset(now) * PX_PER_MIN }}
          data-testid="now-line"
        >
          <span className="absolute -top-2.5 -left-14 rounded bg-red-600 px-1 text-[10px] font-semibold text-white">
            {clock(wallClock(now, zone))}
          </span>
        </div>
      )}
    </div>
  );
}
