"use client";
// The facility calendar staff keep open all day: pick a facility and a
// selection, read the dock board, act on an appointment in the side panel.
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useLiveUpdates } from "@/components/shared/live-updates";
import { appointmentsKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/components/ui/cn";
import { Loaded } from "@/components/ui/loaded";
import { Reveal } from "@/components/ui/reveal";
import { useErrorWords } from "@/components/ui/use-error-words";
import { Skeleton } from "@/components/ui/skeleton";
import { useHydrated } from "@/components/ui/use-hydrated";
import { PHONE_MEDIA, useMedia } from "@/components/ui/use-media";
import { callOperation } from "@/lib/api/client";
import { Agenda } from "./agenda";
import { StatusLegend } from "./appointment-chip";
import { CalendarHeader } from "./calendar-header";
import { DayGrid } from "./day-grid";
import { NoFacility } from "@/components/shared/no-facility";
import { DaySheet } from "./day-sheet";
import { seededList, type FirstBoard } from "./first-board";
import { FoldingToolbar } from "./folding-toolbar";
import { OnSiteNow } from "./on-site-now";
import {
  listSelector,
  rangeProblem,
  readSelection,
  withinScheduled,
  writeSelection,
  type Selection,
} from "./selection";

// What the first screen does not show loads after it: the side panel and the work-in form
// (their forms bring zod and the schemas), the week and list views. The day grid (desktop) and the
// agenda (phone) are the first views, so they stay in the page, and so does the printed day sheet:
// it is rendered with the day, all it needs is the board's own code, and as a chunk of its own the
// build listed a file it never wrote (a 404 on every load).
const AppointmentPanel = dynamic(() => import("./appointment-panel").then((m) => m.AppointmentPanel), {
  loading: () => <Skeleton className="h-96 w-full" />,
});
const WorkInForm = dynamic(() => import("./work-in-form").then((m) => m.WorkInForm), {
  loading: () => <Skeleton className="h-96 w-full" />,
});
const WeekGrid = dynamic(() => import("./week-grid").then((m) => m.WeekGrid), {
  loading: () => <Skeleton className="h-[60vh] w-full" />,
});
const ListView = dynamic(() => import("./list-view").then((m) => m.ListView), {
  loading: () => <Skeleton className="h-[60vh] w-full" />,
});

export function StaffCalendar({ first, canCreate = false }: { first?: FirstBoard; canCreate?: boolean }) {
  const router = useRouter();
  // Never null in the App Router; typed nullable because the Pages Router serves the landing page.
  const pathname = usePathname()!;
  const params = useSearchParams()!;
  const facilities = useRunFacilities({ initial: first });
  const phone = useMedia(PHONE_MEDIA, first?.phone);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [workIn, setWorkIn] = useState(false);
  const t = useTranslations("calendar.page");
  const tc = useTranslations("common");
  const failure = useErrorWords();

  const requested = params.get("facility");
  const facility = facilities.data?.find((f) => f.id === requested) ?? facilities.data?.[0];
  const zone = facility?.time_zone ?? "UTC";
  const read = readSelection(params, facility ? zone : null);
  // A phone reads the day as a list first; the boards are a choice under Filters.
  const s =
    phone && !params.get("view") && read.mode === "scheduled" ? { ...read, view: "list" as const } : read;
  const scheduled = s.mode === "scheduled";
  const size = phone ? "sm" : "md"; // the three header buttons fit one row on a phone
  const set = (p: Partial<Selection>) =>
    router.replace(`${pathname}?${writeSelection(p, params)}`, { scroll: false });
  const problem = facility ? rangeProblem(s, zone) : null;
  const selector = facility && !problem ? listSelector(s, zone) : null;
  const { live, pollMs } = useLiveUpdates();
  const hydrated = useHydrated();

  const list = useQuery({
    queryKey: [...appointmentsKey(facility?.id ?? ""), selector],
    queryFn: () => callOperation("get_facility_appointments", { facility_id: facility!.id, ...selector }),
    enabled: !!selector,
    // Drawn at once from what the server read; asked again as the page starts, like any stale data,
    // so nothing booked between the server's read and the live stream opening is missed.
    initialData: seededList(first, facility?.id, selector),
    initialDataUpdatedAt: 0,
    refetchInterval: pollMs,
    refetchOnWindowFocus: !live,
    placeholderData: (previous) => previous,
  });

  const shown = useMemo(() => {
    const words = s.carrier.trim().toLowerCase();
    const inView = scheduled ? withinScheduled({ view: s.view, date: s.date }, zone) : () => true;
    return (list.data ?? []).filter(
      (a) =>
        inView(a) &&
        (!s.status || a.status === s.status) &&
        (!s.type || a.type === s.type) &&
        (!words || (a.carrier ?? "").toLowerCase().includes(words)),
    );
  }, [list.data, s.status, s.type, s.carrier, scheduled, s.view, s.date, zone]);
  const selected =
    shown.find((a) => a.id === selectedId) ?? list.data?.find((a) => a.id === selectedId) ?? null;
  const Grid = scheduled && s.view !== "list" ? (s.view === "day" ? DayGrid : WeekGrid) : null;
  const close = () => {
    setSelectedId(null);
    // Back to the appointment on the board: on a phone the panel was below it.
    document.querySelector<HTMLElement>(`[data-appointment="${selected?.confirmation_code}"]`)?.focus();
  };

  // Until the facilities are read, or when reading them failed, Loaded says so; the board follows.
  if (!facilities.isSuccess)
    return (
      <Loaded query={facilities} failed={t("facilitiesFailed")} skeleton="h-96 w-full">
        {() => null}
      </Loaded>
    );
  if (!facility)
    return <NoFacility canCreate={canCreate} title={t("noFacilityTitle")} notAssigned={t("noFacility")} />;

  return (
    // The board drawn on the server is read before the calendar's code has arrived; its buttons and
    // fields stay disabled until then, so an early tap is refused visibly instead of lost.
    <fieldset disabled={!hydrated} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
      <CalendarHeader
        facility={facility}
        s={s}
        shown={shown}
        size={size}
        status={hydrated ? { fetching: list.isFetching, live } : null}
        onWorkIn={() => setWorkIn(true)}
      />
      <FoldingToolbar
        folded={phone}
        s={s}
        facilities={facilities.data}
        zone={zone}
        set={(p) => (setSelectedId(null), set(p))}
      />
      <OnSiteNow facilityId={facility.id} />
      {problem && <Alert tone="warning">{t(`problem.${problem}`)}</Alert>}
      {list.isError && (
        <Alert tone="error" title={t("listFailed")}>
          {failure(list.error)} {t("keepsTrying")}
        </Alert>
      )}
      <div className="flex items-center justify-between gap-3 print:hidden">
        {s.view === "list" ? <span /> : <StatusLegend />}
        <p className="shrink-0 text-sm text-slate-600" aria-live="polite">
          {list.data ? t("count", { count: shown.length }) : ""}
        </p>
      </div>
      {/* The side column only while it holds something: otherwise the board gets the whole width. */}
      <div className={cn("grid gap-4", (selected || workIn) && "xl:grid-cols-[1fr_26rem]")}>
        <div className={cn("min-w-0", scheduled && "print:hidden")}>
          {list.isPending && selector ? (
            <Skeleton className="h-[60vh] w-full" />
          ) : Grid ? (
            <Grid
              date={s.date}
              zone={zone}
              docks={facility.docks}
              appointments={shown}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
          ) : phone ? (
            <Agenda
              zone={zone}
              date={scheduled ? s.date : undefined}
              appointments={shown}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
          ) : (
            <ListView
              zone={zone}
              appointments={shown}
              selectedId={selectedId}
              onSelect={setSelectedId}
              mode={s.mode}
            />
          )}
          <p className="mt-3 text-sm text-slate-600">
            {list.data && shown.length === 0 ? t("noneMatch") : t("selectOne")}
          </p>
        </div>
        <div className="flex flex-col gap-4 print:hidden">
          {workIn && (
            <Reveal label={t("workInLabel")}>
              <WorkInForm
                facilityId={facility.id}
                onCancel={() => setWorkIn(false)}
                onDone={(a) => {
                  setWorkIn(false);
                  setSelectedId(a.id);
                }}
              />
            </Reveal>
          )}
          {selected && (
            <Reveal key={selected.id} label={t("panelLabel", { code: selected.confirmation_code })}>
              <AppointmentPanel appointment={selected} facility={facility} onClose={close} />
            </Reveal>
          )}
        </div>
      </div>
      {scheduled && (
        <DaySheet
          facility={facility.name}
          date={s.date}
          zone={zone}
          docks={facility.docks}
          appointments={shown}
          filters={
            [
              s.status && tc(`status.${s.status}`),
              s.type && tc(`direction.${s.type}`),
              s.carrier && t("carrierFilter", { carrier: s.carrier }),
            ]
              .filter(Boolean)
              .join(" · ") || null
          }
        />
      )}
    </fieldset>
  );
}
