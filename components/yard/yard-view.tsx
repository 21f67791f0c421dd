"use client";
// The yard view: every truck on site now, grouped by where it is, for a phone
// in the yard or a tablet in the office. It follows the live-update stream, as
// the calendar does, so a check-in at the gate shows up here by itself.
import { NoFacility } from "@/components/shared/no-facility";
import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useDuration } from "@/components/shared/duration";
import { LiveNotice } from "@/components/shared/live-notice";
import { useLiveUpdates } from "@/components/shared/live-updates";
import { localTime } from "@/components/shared/local-time";
import { yardKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { NamedOptions } from "@/components/ui/options";
import { useErrorWords } from "@/components/ui/use-error-words";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import type { Yard, YardTruck as Truck } from "@/lib/appointments/yard-schema";
import { YardTruck } from "./yard-truck";

// Each group's words are yard.groups.<key>.title and .empty.
const GROUPS: [Truck["state"], string][] = [
  ["at_gate", "atGate"],
  ["at_door", "atDoor"],
  ["loaded", "loaded"],
];

/** `canCreate`: an admin, who makes facilities (pointed to it when there is none). */
export function YardView({ canCreate = false }: { canCreate?: boolean }) {
  const router = useRouter();
  const t = useTranslations("yard.view");
  const failure = useErrorWords();
  // Never null in the App Router; typed nullable because the Pages Router serves the landing page.
  const pathname = usePathname()!;
  const params = useSearchParams()!;
  const facilityId = params.get("facility") ?? undefined;
  const facilities = useRunFacilities();
  const { live, pollMs } = useLiveUpdates();
  const yard = useQuery({
    queryKey: [...yardKey, facilityId ?? "all"],
    queryFn: () => callOperation("list_yard", { facility_id: facilityId }),
    refetchInterval: pollMs,
    refetchOnWindowFocus: !live,
    placeholderData: (previous) => previous,
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
          <p className="text-sm text-slate-600">
            {t("intro")} {yard.isFetching ? t("updating") : ""}
            <LiveNotice live={live} />
          </p>
        </div>
        {facilities.data && facilities.data.length > 1 && (
          <Field id="yard-facility" label={t("facility")}>
            <Select
              id="yard-facility"
              value={facilityId ?? ""}
              onChange={(e) =>
                router.replace(e.target.value ? `${pathname}?facility=${e.target.value}` : pathname, {
                  scroll: false,
                })
              }
            >
              <option value="">{t("allFacilities")}</option>
              <NamedOptions records={facilities.data} />
            </Select>
          </Field>
        )}
      </div>
      {yard.isError && (
        <Alert tone="error" title={t("failed")}>
          {failure(yard.error)} {t("keepsTrying")}
        </Alert>
      )}
      {yard.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : yard.data ? (
        yard.data.facilities.map((f) => <FacilityYard key={f.id} facility={f} asOf={yard.data.as_of} />)
      ) : null}
      {yard.data && !yard.data.facilities.length && (
        <NoFacility canCreate={canCreate} title={t("noFacilityTitle")} notAssigned={t("noFacility")} />
      )}
    </div>
  );
}

function FacilityYard({ facility: f, asOf }: { facility: Yard["facilities"][number]; asOf: string }) {
  const t = useTranslations("yard.view");
  const tg = useTranslations("yard.groups");
  const duration = useDuration();
  const time = localTime(useLocale(), f.time_zone);
  const over = f.trucks.filter((k) => k.over_free_time).length;
  const headingId = `yard-${f.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-facility={f.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {f.name}
        </h2>
        <p className="text-sm text-slate-700">
          <span aria-live="polite" data-testid="yard-count">
            <strong>{t("onSite", { count: f.trucks.length })}</strong>
            {over ? ` · ${t("over", { count: over })}` : ""}
          </span>
          {` · ${t("freeTime", { time: duration(f.free_time_minutes), at: `${time.clock(asOf)} ${time.zoneAbbreviation(asOf)}` })}`}
        </p>
      </div>
      {f.trucks.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          {GROUPS.map(([state, key]) => {
            const here = f.trucks.filter((k) => k.state === state);
            const groupId = `${headingId}-${state}`;
            return (
              <section key={state} aria-labelledby={groupId} className="flex flex-col gap-2">
                <h3 id={groupId} className="text-sm font-semibold text-slate-800">
                  {tg(`${key}.title`, { count: here.length })}
                </h3>
                {here.length === 0 ? (
                  <p className="text-sm text-slate-600">{tg(`${key}.empty`)}</p>
                ) : (
                  <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
                    {here.map((k) => (
                      <li key={k.appointment.id}>
                        <YardTruck truck={k} zone={f.time_zone} freeTime={f.free_time_minutes} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
