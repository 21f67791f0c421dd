"use client";
import { DateTime } from "luxon";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Input, Select } from "@/components/ui/input";
import { STATUSES } from "@/lib/core/vocabulary";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import { longDay } from "@/lib/core/time";
import type { Mode, Selection, View } from "./selection";
import { statusLabel } from "@/components/appointments/status";

type Props = { s: Selection; facilities: RunFacility[]; zone: string; set: (p: Partial<Selection>) => void };

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: [T, string][];
  onChange: (v: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 shadow-sm"
    >
      {options.map(([v, text]) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={cn(
            "rounded px-3 py-1.5 text-sm font-medium",
            value === v ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

export function Toolbar({ s, facilities, zone, set }: Props) {
  const shift = (sign: 1 | -1) =>
    set({
      date: DateTime.fromISO(s.date)
        .plus({ days: sign * (s.view === "week" ? 7 : 1) })
        .toISODate()!,
    });
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Facility
          <Select
            value={s.facilityId ?? ""}
            onChange={(e) => set({ facilityId: e.target.value })}
            className="min-w-56"
          >
            {facilities.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </Select>
        </label>
        <Segmented<Mode>
          label="Select appointments by"
          value={s.mode}
          options={[
            ["scheduled", "Scheduled"],
            ["created", "Created"],
            ["modified", "Modified"],
          ]}
          onChange={(mode) => set({ mode, view: mode === "scheduled" ? "day" : "list" })}
        />
        {s.mode === "scheduled" ? (
          <>
            <Segmented<View>
              label="View"
              value={s.view}
              options={[
                ["day", "Day"],
                ["week", "Week"],
                ["list", "List"],
              ]}
              onChange={(view) => set({ view })}
            />
            <div className="flex items-center gap-1">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => shift(-1)}
                aria-label={s.view === "week" ? "Previous week" : "Previous day"}
              >
                ‹
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => set({ date: DateTime.now().setZone(zone).toISODate()! })}
              >
                Today
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => shift(1)}
                aria-label={s.view === "week" ? "Next week" : "Next day"}
              >
                ›
              </Button>
              <label className="sr-only" htmlFor="calendar-date">
                Date
              </label>
              <Input
                id="calendar-date"
                type="date"
                value={s.date}
                onChange={(e) => e.target.value && set({ date: e.target.value })}
                className="h-8 w-40"
              />
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              {s.mode === "created" ? "Created from" : "Modified from"}
              <Input
                type="datetime-local"
                value={s.from}
                onChange={(e) => set({ from: e.target.value })}
                className="h-8"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              to
              <Input
                type="datetime-local"
                value={s.to}
                onChange={(e) => set({ to: e.target.value })}
                className="h-8"
              />
            </label>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Status
          <Select
            value={s.status}
            onChange={(e) => set({ status: e.target.value as Selection["status"] })}
            className="h-8 py-0"
          >
            <option value="">All statuses</option>
            {STATUSES.map((st) => (
              <option key={st} value={st}>
                {statusLabel(st)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Type
          <Select
            value={s.type}
            onChange={(e) => set({ type: e.target.value as Selection["type"] })}
            className="h-8 py-0"
          >
            <option value="">Inbound and outbound</option>
            <option value="Inbound">Inbound</option>
            <option value="Outbound">Outbound</option>
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Carrier
          <Input
            type="search"
            value={s.carrier}
            onChange={(e) => set({ carrier: e.target.value })}
            placeholder="Any carrier"
            className="h-8 w-48"
          />
        </label>
        {s.mode === "scheduled" && (
          <p className="ml-auto self-center text-sm font-medium text-slate-700">
            {longDay(DateTime.fromISO(s.date))}
          </p>
        )}
      </div>
    </div>
  );
}
