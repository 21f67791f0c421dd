// The printed day sheet, what a supervisor hands to the yard: every
// appointment of the day in one table, by dock and time, with room to sign.
// Paper only (the screen has the board); it fits A4 and Letter, portrait or
// landscape, and long carrier names wrap instead of being cut.
import { DateTime } from "luxon";
import { Fragment } from "react";
import { useNow } from "@/components/shared/use-now";
import type { FacilityAppointment } from "@/lib/appointments/schema";
import { clock, inZone, longDay, zoneName } from "@/lib/core/time";
import { statusWord } from "@/lib/core/words";
import type { FacilityDock } from "@/lib/facilities/mine-schema";
import { dockLanes } from "./board";
import { siteLine } from "./site-line";

type Props = {
  facility: string;
  date: string;
  zone: string;
  docks: FacilityDock[];
  appointments: FacilityAppointment[];
  /** The screen's filters, when some narrow what is printed ("Inbound · Carrier acme"). */
  filters: string | null;
};

const CELL = "border border-slate-400 px-1 py-1 align-top";

/** Short values stay on one line; a long one may break anywhere rather than widen the table. */
const unbroken = (value: string) => (value.length > 16 ? "wrap-anywhere" : "whitespace-nowrap");

export function DaySheet({ facility, date, zone, docks, appointments, filters }: Props) {
  const day = DateTime.fromISO(date, { zone });
  const now = useNow();
  const ofDay = appointments.filter((a) => inZone(a.scheduled_start_time, zone).toISODate() === date);
  const { names, laneOf } = dockLanes(docks, ofDay);
  const rows = [...ofDay].sort(
    (a, b) =>
      names.indexOf(laneOf(a)) - names.indexOf(laneOf(b)) ||
      a.scheduled_start_time.localeCompare(b.scheduled_start_time),
  );
  const title = `Day sheet ${longDay(day)}`;
  return (
    <section className="hidden pr-1 text-[9pt] leading-snug text-black print:block" aria-label={title}>
      <h2 className="text-[14pt] font-semibold">
        {facility} · {longDay(day)}
      </h2>
      <p className="mb-2">
        {rows.length} appointment{rows.length === 1 ? "" : "s"} · times in {zoneName(zone, day)} ({zone})
        {filters && ` · only ${filters}`} · printed{" "}
        {DateTime.now().setZone(zone).toFormat("d LLL yyyy HH:mm")}
      </p>
      <table className="w-full border-collapse text-left text-[8pt]" aria-label={title}>
        <thead>
          <tr>
            {["Dock", "Time", "Code", "Carrier", "In/Out", "References", "Quantity", "Status", "Trailer"].map(
              (h) => (
                <th key={h} scope="col" className={`${CELL} font-semibold`}>
                  {h}
                </th>
              ),
            )}
            <th scope="col" className={`${CELL} w-[20mm] font-semibold`}>
              Signature
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id} className="break-inside-avoid">
              <td className={CELL}>{laneOf(a)}</td>
              <td className={`${CELL} tabular-nums`}>
                {clock(inZone(a.scheduled_start_time, zone))}–{clock(inZone(a.scheduled_end_time, zone))}
              </td>
              <td className={`${CELL} font-mono whitespace-nowrap`}>{a.confirmation_code}</td>
              <td className={`${CELL} break-words`}>
                {a.carrier}
                {a.carrier_phone && <span className="block">{a.carrier_phone}</span>}
              </td>
              <td className={CELL}>{a.type === "Inbound" ? "In" : "Out"}</td>
              <td className={CELL}>
                {/* A reference is read out at the gate: whole on one line, unless it is longer than the
                    column could ever be on A4 (up to 100 characters), which would push the sheet off the paper. */}
                {a.order_info.map((o, i) => (
                  <Fragment key={o.id}>
                    {i > 0 && ", "}
                    <span className={unbroken(o.reference_id)}>{o.reference_id}</span>
                  </Fragment>
                ))}
              </td>
              <td className={CELL}>{a.quantity ? `${a.quantity} ${a.units ?? ""}` : ""}</td>
              <td className={CELL}>
                {statusWord(a.status)}
                {a.is_work_in ? " (work-in)" : ""}
                {siteLine(a, zone, now) && <span className="block">{siteLine(a, zone, now)}</span>}
              </td>
              <td className={`${CELL} ${unbroken(a.trailer_number ?? "")}`}>{a.trailer_number}</td>
              <td className={`${CELL} h-9`} />
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="mt-2">No appointments on this day.</p>}
    </section>
  );
}
