"use client";
// The chosen day's open times: a radio group, arrows move and choose. For staff, the starts a rule keeps
// closed are drawn the same way, dashed in amber, to book past the rule.
import { cn } from "@/components/ui/cn";
import type { Availability } from "@/lib/availability/schema";
import { useLocalTime } from "./local-time";

type Slot = Availability["slots"][number];

const LOOK = {
  open: {
    tile: "h-11 border has-[:focus-visible]:ring-brand-600",
    chosen: "border-brand-600 bg-brand-600 text-white",
    other: "border-slate-300 bg-white text-slate-900 hover:border-brand-600",
  },
  ruled: {
    tile: "h-10 border border-dashed has-[:focus-visible]:ring-amber-600",
    chosen: "border-amber-700 bg-amber-700 text-white",
    other: "border-amber-500 bg-white text-amber-900 hover:border-amber-700",
  },
};

export function SlotTimes({
  slots,
  zone,
  selectedStart,
  fetching = false,
  ruled = false,
  onSelect,
}: {
  slots: Slot[];
  zone: string;
  selectedStart?: string;
  fetching?: boolean;
  /** The starts a rule keeps closed, which staff may choose. */
  ruled?: boolean;
  onSelect: (slot: Slot) => void;
}) {
  const time = useLocalTime(zone);
  const look = LOOK[ruled ? "ruled" : "open"];
  return (
    <div
      className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6"
      data-testid={ruled ? "ruled-slots" : "slots"}
    >
      {slots.map((s) => {
        const start = time.clock(s.start_time);
        // On the night clocks go back an hour repeats: name the offset to tell them apart.
        const repeated = !ruled && slots.filter((o) => time.clock(o.start_time) === start).length > 1;
        const active = s.start_time === selectedStart;
        return (
          <label
            key={s.start_time}
            className={cn(
              "relative flex cursor-pointer items-center justify-center rounded-md text-sm font-medium tabular-nums has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2",
              look.tile,
              active ? look.chosen : look.other,
              // Dimmed while fresh times load; the chosen one stays full, as white on a faded blue is unreadable.
              fetching && !active && "opacity-70",
            )}
          >
            <input
              type="radio"
              name="slot"
              value={s.start_time}
              checked={active}
              onChange={() => onSelect(s)}
              className="sr-only"
            />
            {start}
            {repeated && <span className="ml-1 text-xs">{time.zoneAbbreviation(s.start_time)}</span>}
          </label>
        );
      })}
    </div>
  );
}
