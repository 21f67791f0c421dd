"use client";
// The chosen time in words, loaded with luxon once a time is chosen (the open
// times need luxon too), so /book's first load carries neither.
import { localRange } from "@/lib/core/time";

export function ChosenTime({ start, end, zone }: { start: string; end: string; zone: string }) {
  return <p className="text-slate-700">{localRange(start, end, zone)}</p>;
}
