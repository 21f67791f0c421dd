"use client";
// The calendar's title line: the facility, the zone its times are in, how fresh the board is,
// and the day's actions (a work-in, the CSV export, the printed day sheet).
import { useLocale, useTranslations } from "next-intl";
import { localTime } from "@/components/shared/local-time";
import { LiveNotice } from "@/components/shared/live-notice";
import { useStaffCustomFields } from "@/components/shared/use-custom-fields";
import { Button } from "@/components/ui/button";
import { downloadCsv } from "@/components/ui/download-csv";
import type { FacilityAppointment } from "@/lib/record/schema";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import type { Selection } from "./selection";

type Props = {
  facility: RunFacility;
  s: Selection;
  shown: FacilityAppointment[];
  size: "sm" | "md";
  /** How fresh the board is; null in the page drawn on the server, which cannot tell yet. */
  status: { fetching: boolean; live: boolean } | null;
  onWorkIn: () => void;
};

export function CalendarHeader({ facility, s, shown, size, status, onWorkIn }: Props) {
  const t = useTranslations("calendar.page");
  const locale = useLocale();
  const fields = useStaffCustomFields(facility.id);
  const zone = facility.time_zone;
  const exportCsv = () =>
    void import("@/lib/calendar/csv").then(({ appointmentsCsv }) =>
      downloadCsv(
        `${facility.name} ${s.mode === "scheduled" ? s.date : s.mode}.csv`.replace(/[^\w .-]+/g, "_"),
        appointmentsCsv(shown, zone, fields),
      ),
    );
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{facility.name}</h1>
        <p className="text-sm text-slate-600">
          {t("timesIn", { zone: localTime(locale, zone).zoneLabel(), id: zone })}{" "}
          {status?.fetching ? t("updating") : ""}
          {status && <LiveNotice live={status.live} />}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size={size} onClick={onWorkIn}>
          {t("recordWorkIn")}
        </Button>
        <Button variant="secondary" size={size} disabled={!shown.length} onClick={exportCsv}>
          {t("exportCsv")}
        </Button>
        {s.mode === "scheduled" && (
          <Button variant="secondary" size={size} onClick={() => window.print()}>
            {t("printDaySheet")}
          </Button>
        )}
      </div>
    </div>
  );
}
