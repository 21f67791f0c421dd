// The printed day sheet, what a supervisor hands to the yard: every
// appointment of the day in one table, by dock and time, with room to sign.
// Paper only (the screen has the board); it fits A4 and Letter, portrait or
// landscape, and long carrier names wrap instead of being cut.
import { DateTime } from "luxon";
import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import { localTime } from "@/components/shared/local-time";
import { useNow } from "@/components/shared/use-now";
import type { FacilityAppointment } from "@/lib/record/schema";
import { clock, inZone } from "@/lib/core/time";
import type { FacilityDock } from "@/lib/facilities/mine-schema";
import { dockLanes, UNASSIGNED } from "./board";
import { siteLine, useSiteWords } from "./site-line";
import { useDayWords } from "./use-day-words";

type Props = {
  facility: string;
  date: string;
  zone: string;
  docks: FacilityDock[];
  appointments: FacilityAppointment[];
  /** The screen's filters, when some narrow what is printed ("Inbound · Carrier acme"). */
  filters: string | null;
};

// The columns' keys in calendar.sheet; Signature follows, wider.
const COLUMNS = ["dock", "time", "code", "carrier", "inOut", "references", "quantity", "status", "trailer"];

const CELL = "border border-slate-400 px-1 py-1 align-top";

/** Short values stay on one line; a long one may break anywhere rather than widen the table. */
const unbroken = (value: string) => (value.length > 16 ? "wrap-anywhere" : "whitespace-nowrap");

export function DaySheet({ facility, date, zone, docks, appointments, filters }: Props) {
  const day = DateTime.fromISO(date, { zone });
  const now = useNow();
  const t = useTranslations("calendar.sheet");
  const tc = useTranslations("common");
  const tb = useTranslations("calendar.board");
  const siteWords = useSiteWords();
  const locale = useLocale();
  const words = useDayWords(zone);
  const printedAt = DateTime.now().setZone(zone);
  const printed =
    locale === "en"
      ? printedAt.toFormat("d LLL yyyy HH:mm")
      : `${new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: zone }).format(printedAt.toJSDate())} ${printedAt.toFormat("HH:mm")}`;
  const ofDay = appointments.filter((a) => inZone(a.scheduled_start_time, zone).toISODate() === date);
  const { names, laneOf } = dockLanes(docks, ofDay);
  const rows = [...ofDay].sort(
    (a, b) =>
      names.indexOf(laneOf(a)) - names.indexOf(laneOf(b)) ||
      a.scheduled_start_time.localeCompare(b.scheduled_start_time),
  );
  const title = t("title", { day: words.long(date) });
  return (
    <section className="hidden pr-1 text-[9pt] leading-snug text-black print:block" aria-label={title}>
      <h2 className="text-[14pt] font-semibold">
        {facility} · {words.long(date)}
      </h2>
      <p className="mb-2">
        {t("summary", {
          count: rows.length,
          zone: localTime(locale, zone).zoneName(day.toMillis()),
          id: zone,
        })}
        {filters && ` · ${t("only", { filters })}`} · {t("printed", { at: printed })}
      </p>
      <table className="w-full border-collapse text-left text-[8pt]" aria-label={title}>
        <thead>
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className={`${CELL} font-semibold`}>
                {t(h)}
              </th>
            ))}
            <th scope="col" className={`${CELL} w-[20mm] font-semibold`}>
              {t("signature")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id} className="break-inside-avoid">
              <td className={CELL}>{laneOf(a) === UNASSIGNED ? tb("unassigned") : laneOf(a)}</td>
              <td className={`${CELL} tabular-nums`}>
                {clock(inZone(a.scheduled_start_time, zone))}–{clock(inZone(a.scheduled_end_time, zone))}
              </td>
              <td className={`${CELL} font-mono whitespace-nowrap`}>{a.confirmation_code}</td>
              <td className={`${CELL} break-words`}>
                {a.carrier}
                {a.carrier_phone && <span className="block">{a.carrier_phone}</span>}
              </td>
              <td className={CELL}>{a.type === "Inbound" ? t("in") : t("out")}</td>
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
              <td className={CELL}>
                {a.quantity ? `${a.quantity} ${a.units ? tc(`unitName.${a.units}`) : ""}` : ""}
              </td>
              <td className={CELL}>
                {tc(`status.${a.status}`)}
                {a.is_work_in ? ` ${t("workIn")}` : ""}
                {siteLine(a, zone, now, siteWords) && (
                  <span className="block">{siteLine(a, zone, now, siteWords)}</span>
                )}
              </td>
              <td className={`${CELL} ${unbroken(a.trailer_number ?? "")}`}>{a.trailer_number}</td>
              <td className={`${CELL} h-9`} />
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="mt-2">{t("none")}</p>}
    </section>
  );
}
