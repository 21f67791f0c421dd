// Status colours of the calendar, one place (names: components/shared/status.tsx),
// with a legend that names them: colour is never the only cue (the chip also says the status).
import type { Status } from "@/lib/core/vocabulary";

export const STATUS_STYLE: Record<Status, { chip: string; dot: string }> = {
  Requested: { chip: "border-amber-400 bg-amber-50 text-amber-950", dot: "bg-amber-400" },
  Scheduled: { chip: "border-sky-500 bg-sky-50 text-sky-950", dot: "bg-sky-500" },
  Arrived: { chip: "border-violet-500 bg-violet-50 text-violet-950", dot: "bg-violet-500" },
  InProgress: { chip: "border-indigo-600 bg-indigo-100 text-indigo-950", dot: "bg-indigo-600" },
  Completed: { chip: "border-emerald-600 bg-emerald-50 text-emerald-950", dot: "bg-emerald-600" },
  // slate-700, not 500: the chip dims its status line, which must still read (contrast AA).
  Cancelled: {
    chip: "border-slate-300 bg-slate-50 text-slate-700 line-through decoration-slate-400",
    dot: "bg-slate-300",
  },
  NoShow: { chip: "border-red-500 bg-red-50 text-red-900", dot: "bg-red-500" },
};

/**
 * A checked-out truck has left: its chip turns white with a dashed edge, whatever its status, and says
 * "left 14:05"; a truck still on site keeps its status colour and carries an "On site" tag.
 */
export const LEFT_STYLE = { chip: "border-dashed border-slate-500 bg-white text-slate-800", dot: "" };
export const ON_SITE_TAG = "rounded bg-white px-1 text-[10px] font-semibold uppercase ring-1 ring-current";
/** An appointment staff booked past a facility rule (override_reason): amber, outlined, on any status colour. */
export const PAST_RULE_TAG =
  "rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-950 uppercase ring-1 ring-amber-700";
