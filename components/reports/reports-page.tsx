"use client";
// The Reports page (staff: every figure of their facilities) and My scorecard
// (carriers: their own figures at a facility they book at): one facility and
// period at a time, read from the address and answered by get_facility_metrics.
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { facilitySearchKey, metricsKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Loaded } from "@/components/ui/loaded";
import { PageHeader } from "@/components/ui/page-header";
import { useErrorWords } from "@/components/ui/use-error-words";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import { PERIODS } from "@/lib/metrics/periods";
import { PeriodControls, type ReportQuery } from "./period-controls";
import { ReportView } from "./report-view";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readQuery(params: URLSearchParams, facility: string): ReportQuery {
  const period = (PERIODS as readonly string[]).includes(params.get("period") ?? "")
    ? (params.get("period") as ReportQuery["period"])
    : // This week by default: a day alone is often still empty in the morning, or on a day off.
      "week";
  const date = (name: string) => {
    const v = params.get(name);
    return v && DATE.test(v) ? v : undefined;
  };
  return {
    facility,
    period,
    ...(period === "custom" ? { from: date("from"), to: date("to") } : { date: date("date") }),
  };
}

export function ReportsPage({ carrier }: { carrier: boolean }) {
  const t = useTranslations("reports.page");
  const failure = useErrorWords();
  const router = useRouter();
  // Never null in the App Router; typed nullable because the Pages Router serves the landing page.
  const pathname = usePathname()!;
  const params = useSearchParams()!;
  const run = useRunFacilities({ enabled: !carrier });
  const bookable = useQuery({
    queryKey: facilitySearchKey(""),
    queryFn: () => callOperation("search_facilities", {}),
    enabled: carrier,
    staleTime: 60_000,
  });
  const facilities = carrier ? bookable : run;
  const list = facilities.data ?? [];
  // An unknown facility in the address (another account's link) falls back to the first of one's own.
  const chosen = list.find((f) => f.id === params.get("facility")) ?? list[0];
  const query = readQuery(params, chosen?.id ?? "");
  const custom = query.period === "custom";
  const complete = !!chosen && (!custom || (!!query.from && !!query.to));
  const metrics = useQuery({
    queryKey: metricsKey(query.facility, JSON.stringify(query)),
    queryFn: () =>
      callOperation("get_facility_metrics", {
        facility_id: query.facility,
        period: query.period,
        ...(custom ? { from: query.from, to: query.to } : { date: query.date }),
      }),
    enabled: complete,
  });
  const go = (next: ReportQuery) => {
    const p = new URLSearchParams(
      Object.entries(next).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
    );
    router.replace(`${pathname}?${p}`);
  };

  const header = (
    <PageHeader
      title={carrier ? t("scorecardHeading") : t("heading")}
      description={carrier ? t("scorecardDescription") : t("description")}
    />
  );
  if (!facilities.isSuccess)
    return (
      <Loaded<unknown> query={facilities} failed={t("facilitiesNotLoaded")} skeleton="h-96 w-full">
        {() => null}
      </Loaded>
    );
  if (!chosen)
    return (
      <>
        {header}
        <Alert tone="info" title={t("noFacility")}>
          {carrier ? t("noCarrierFacility") : t("notAssigned")}
        </Alert>
      </>
    );
  return (
    <div className="flex flex-col gap-6">
      <div>
        {header}
        <PeriodControls
          facilities={list}
          query={query}
          shown={metrics.data && { from: metrics.data.from, to: metrics.data.to }}
          onChange={go}
        />
      </div>
      {metrics.isError && (
        <Alert tone="error" title={t("notMade")}>
          {failure(metrics.error)}
        </Alert>
      )}
      {metrics.isPending && complete && <Skeleton className="h-96 w-full" />}
      {metrics.data && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {metrics.data.from === metrics.data.to
              ? t("coversDay", {
                  facility: chosen.name,
                  date: metrics.data.from,
                  zone: metrics.data.time_zone,
                })
              : t("coversSpan", {
                  facility: chosen.name,
                  from: metrics.data.from,
                  to: metrics.data.to,
                  zone: metrics.data.time_zone,
                })}
          </p>
          <ReportView metrics={metrics.data} facilityName={chosen.name} />
        </>
      )}
    </div>
  );
}
