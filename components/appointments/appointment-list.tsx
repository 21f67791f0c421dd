"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLocalTime } from "@/components/shared/local-time";
import { myAppointmentsKey } from "@/components/shared/query-keys";
import { StatusBadge, useStatusLabel } from "@/components/shared/status";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/ui/retry-alert";
import { callOperation } from "@/lib/api/client";
import type { FacilitySummary } from "@/lib/appointments/mine-schema";
import type { FacilityAppointment } from "@/lib/record/schema";

type When = "upcoming" | "past";

export function AppointmentList() {
  const t = useTranslations("appointments.list");
  const [when, setWhen] = useState<When>("upcoming");
  const list = useQuery({
    queryKey: [...myAppointmentsKey, when],
    queryFn: ({ signal }) => callOperation("get_my_appointments", { when, limit: 100 }, { signal }),
    placeholderData: keepPreviousData,
  });
  const facilities = new Map((list.data?.facilities ?? []).map((f) => [f.id, f]));
  const showing = list.isPlaceholderData ? undefined : list.data;

  return (
    <div className="flex flex-col gap-4">
      <div
        role="group"
        aria-label={t("which")}
        className="inline-flex w-fit rounded-lg border border-slate-200 bg-white p-1 shadow-sm"
      >
        {(["upcoming", "past"] as const).map((w) => (
          <button
            key={w}
            type="button"
            aria-pressed={when === w}
            onClick={() => setWhen(w)}
            className={cn(
              "rounded-md px-4 py-1.5 text-sm font-medium",
              when === w ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {t(w)}
          </button>
        ))}
      </div>

      {list.isError ? (
        <RetryAlert title={t("loadFailed")} query={list} retry={t("tryAgain")} />
      ) : !showing ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t("loading")}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className="h-[104px] sm:h-[88px]" />
            </li>
          ))}
        </ul>
      ) : showing.appointments.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <p className="text-slate-700">{when === "upcoming" ? t("noUpcoming") : t("noPast")}</p>
          {when === "upcoming" && (
            <Link href="/book" className={buttonClasses("primary")}>
              {t("book")}
            </Link>
          )}
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="appointment-list">
          {showing.appointments.map((a) => {
            const f = facilities.get(a.facility);
            return f ? (
              <li key={a.id}>
                <AppointmentRow appointment={a} facility={f} />
              </li>
            ) : null;
          })}
        </ul>
      )}
    </div>
  );
}

function AppointmentRow({
  appointment: a,
  facility: f,
}: {
  appointment: FacilityAppointment;
  facility: FacilitySummary;
}) {
  const t = useTranslations("appointments.list");
  const common = useTranslations("common");
  const statusLabel = useStatusLabel();
  const time = useLocalTime(f.time_zone);
  const start = a.scheduled_start_time;
  const cancelled = a.status === "Cancelled" || a.status === "NoShow";
  return (
    <Link
      href={`/appointments/${a.id}`}
      className="group flex items-stretch gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
      aria-label={t("rowLabel", {
        code: a.confirmation_code,
        facility: f.name,
        day: time.dayAndMonth(start),
        time: time.clock(start),
        status: statusLabel(a.status),
      })}
    >
      <div
        className={cn(
          "flex w-14 shrink-0 flex-col items-center justify-center rounded-md py-1",
          cancelled ? "bg-slate-100 text-slate-500" : "bg-brand-50 text-brand-900",
        )}
      >
        <span className="text-xs font-semibold uppercase">{time.part(start, "month")}</span>
        <span className="text-2xl leading-none font-bold">{time.part(start, "day")}</span>
        <span className="text-xs">{time.part(start, "weekday")}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p
            className={cn(
              "truncate font-semibold text-slate-900",
              cancelled && "line-through decoration-slate-400",
            )}
            title={f.name}
          >
            {f.name}
          </p>
          <p className="text-sm text-slate-700 tabular-nums">
            {time.clock(start)}–{time.clock(a.scheduled_end_time)} {time.zoneAbbreviation(start)} ·{" "}
            {common(`directionVerb.${a.type}`)}
            {a.dock && !cancelled ? ` · ${a.dock}` : ""}
          </p>
          {/* Cut to a line: many references would make the row tall; the title holds them all. */}
          <p
            className="truncate text-sm text-slate-600"
            title={a.order_info.map((o) => o.reference_id).join(", ")}
          >
            <span className="font-mono font-semibold text-slate-800">{a.confirmation_code}</span> ·{" "}
            {a.order_info.map((o) => o.reference_id).join(", ")}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <StatusBadge status={a.status} />
          <span
            className="hidden text-sm font-medium text-brand-700 group-hover:underline sm:inline"
            aria-hidden="true"
          >
            {t("view")}
          </span>
        </div>
      </div>
    </Link>
  );
}
