"use client";
import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/shared/status";
import { useNow } from "@/components/shared/use-now";
import { cn } from "@/components/ui/cn";
import type { FacilityAppointment } from "@/lib/record/schema";
import { clock, inZone } from "@/lib/core/time";
import { siteLine, useSiteWords } from "./site-line";
import { useDayWords } from "./use-day-words";

/** Every appointment of the selection as a table: the view for created and modified ranges, and for reading down a day. */
export function ListView({
  zone,
  appointments,
  selectedId,
  onSelect,
  mode,
}: {
  zone: string;
  appointments: FacilityAppointment[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  mode: "scheduled" | "created" | "modified";
}) {
  const now = useNow();
  const t = useTranslations("calendar.list");
  const tc = useTranslations("common");
  const siteWords = useSiteWords();
  const words = useDayWords(zone);
  const shortDay = (iso: string) => words.short(iso);
  const stamp = (a: FacilityAppointment) =>
    mode === "created" ? a.created_at : mode === "modified" ? a.updated_at : null;
  // The column of when it was created or changed only when the selection is by that.
  const columns = [
    "when",
    ...(mode === "scheduled" ? [] : [mode]),
    "dock",
    "status",
    "type",
    "carrier",
    "references",
    "quantity",
    "code",
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 font-semibold">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {appointments.map((a) => {
            const start = inZone(a.scheduled_start_time, zone);
            const s = stamp(a);
            return (
              <tr
                key={a.id}
                className={cn(
                  "border-t border-slate-100 hover:bg-slate-50",
                  a.id === selectedId && "bg-blue-50",
                )}
              >
                <td className="px-3 py-2 whitespace-nowrap">
                  <button
                    type="button"
                    className="font-medium text-blue-800 underline-offset-2 hover:underline"
                    onClick={() => onSelect(a.id)}
                  >
                    {shortDay(a.scheduled_start_time)} {clock(start)}–
                    {clock(inZone(a.scheduled_end_time, zone))}
                  </button>
                </td>
                {s && (
                  <td className="px-3 py-2 whitespace-nowrap text-slate-600">{`${shortDay(s)} ${clock(inZone(s, zone))}`}</td>
                )}
                <td className="px-3 py-2">{a.dock ?? "—"}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={a.status} />
                  {siteLine(a, zone, now, siteWords) && (
                    <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-700">
                      {siteLine(a, zone, now, siteWords)}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{tc(`direction.${a.type}`)}</td>
                <td className="px-3 py-2">{a.carrier}</td>
                <td className="px-3 py-2">{a.order_info.map((o) => o.reference_id).join(", ")}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {a.quantity ? `${a.quantity} ${a.units ? tc(`unitName.${a.units}`) : ""}` : "—"}
                </td>
                <td className="px-3 py-2 font-mono">{a.confirmation_code}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
