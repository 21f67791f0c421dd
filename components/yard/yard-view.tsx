"use client";
// The yard view: every truck on site now, grouped by where it is, for a phone
// in the yard or a tablet in the office. It follows the live-update stream, as
// the calendar does, so a check-in at the gate shows up here by itself.
import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { LiveNotice } from "@/components/shared/live-notice";
import { useLiveUpdates } from "@/components/shared/live-updates";
import { yardKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import { duration } from "@/lib/appointments/site-state";
import type { Yard, YardTruck as Truck } from "@/lib/appointments/yard-schema";
import { clock, inZone, zoneAbbreviation } from "@/lib/core/time";
import { YardTruck } from "./yard-truck";

const GROUPS: { state: Truck["state"]; title: string; empty: string }[] = [
  { state: "at_gate", title: "Waiting for a door", empty: "No truck is waiting." },
  { state: "at_door", title: "At the door", empty: "No truck is at a door." },
  { state: "loaded", title: "Loaded, not yet left", empty: "No loaded truck is waiting to leave." },
];

const trucks = (n: number) => `${n} truck${n === 1 ? "" : "s"}`;

export function YardView() {
  const router = useRouter();
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
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Yard</h1>
          <p className="text-sm text-slate-600">
            Trucks checked in and not yet checked out. {yard.isFetching ? "Updating… " : ""}
            <LiveNotice live={live} />
          </p>
        </div>
        {facilities.data && facilities.data.length > 1 && (
          <Field id="yard-facility" label="Facility">
            <Select
              id="yard-facility"
              value={facilityId ?? ""}
              onChange={(e) =>
                router.replace(e.target.value ? `${pathname}?facility=${e.target.value}` : pathname, {
                  scroll: false,
                })
              }
            >
              <option value="">All my facilities</option>
              {facilities.data.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      {yard.isError && (
        <Alert tone="error" title="The yard could not be loaded">
          {yard.error.message} The screen keeps trying.
        </Alert>
      )}
      {yard.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : yard.data ? (
        yard.data.facilities.map((f) => <FacilityYard key={f.id} facility={f} asOf={yard.data.as_of} />)
      ) : null}
      {yard.data && !yard.data.facilities.length && (
        <Alert tone="info" title="No facility yet">
          You are not assigned to a facility. Ask an administrator to add you to one.
        </Alert>
      )}
    </div>
  );
}

function FacilityYard({ facility: f, asOf }: { facility: Yard["facilities"][number]; asOf: string }) {
  const over = f.trucks.filter((t) => t.over_free_time).length;
  const headingId = `yard-${f.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-facility={f.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {f.name}
        </h2>
        <p className="text-sm text-slate-700">
          <span aria-live="polite" data-testid="yard-count">
            <strong>{trucks(f.trucks.length)} on site</strong>
            {over ? ` · ${trucks(over)} past free time` : ""}
          </span>
          {` · free time ${duration(f.free_time_minutes)} · as of ${clock(inZone(asOf, f.time_zone))} ${zoneAbbreviation(f.time_zone)}`}
        </p>
      </div>
      {f.trucks.length === 0 ? (
        <p className="text-sm text-slate-600">No truck is on site.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          {GROUPS.map((g) => {
            const here = f.trucks.filter((t) => t.state === g.state);
            const groupId = `${headingId}-${g.state}`;
            return (
              <section key={g.state} aria-labelledby={groupId} className="flex flex-col gap-2">
                <h3 id={groupId} className="text-sm font-semibold text-slate-800">
                  {g.title} ({here.length})
                </h3>
                {here.length === 0 ? (
                  <p className="text-sm text-slate-600">{g.empty}</p>
                ) : (
                  <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
                    {here.map((t) => (
                      <li key={t.appointment.id}>
                        <YardTruck truck={t} zone={f.time_zone} freeTime={f.free_time_minutes} />
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
