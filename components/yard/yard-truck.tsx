"use client";
// One truck on site: where it is, how long it has waited and been at the door,
// whether it is past the facility's free time, and the next step for it, taken
// through the same status operation as the calendar's panel.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorWords } from "@/components/ui/use-error-words";
import { useDuration } from "@/components/shared/duration";
import { localTime } from "@/components/shared/local-time";
import { appointmentsKey, historyKey, yardKey } from "@/components/shared/query-keys";
import { stepSnapshot } from "@/components/shared/step-snapshot";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { callOperation } from "@/lib/api/client";
import { transition, type StepAction } from "@/lib/appointments/transitions";
import type { YardTruck as Truck } from "@/lib/appointments/yard-schema";

// `label`: the key of the step's words in yard.truck.
const STEPS: { action: StepAction; label: string }[] = [
  { action: "start_loading", label: "startLoading" },
  { action: "finish_loading", label: "finishLoading" },
  { action: "check_out", label: "checkOut" },
];

/** The steps the state machine allows from here (a Drop may leave before loading is done). */
function nextSteps(a: Truck["appointment"]) {
  return STEPS.filter((s) => transition(stepSnapshot(a), s.action, new Date()).ok);
}

/** "08:00" for today's booking; with the day ("Tue 1 Dec 14:00") for a truck that came on another day's booking. */
function booked(iso: string, zone: string, locale: string) {
  const time = localTime(locale, zone);
  return time.sameDay(iso, Date.now()) ? time.clock(iso) : `${time.shortDay(iso)} ${time.clock(iso)}`;
}

export function YardTruck({ truck, zone, freeTime }: { truck: Truck; zone: string; freeTime: number }) {
  const a = truck.appointment;
  const client = useQueryClient();
  const t = useTranslations("yard.truck");
  const tc = useTranslations("common");
  const locale = useLocale();
  const duration = useDuration();
  const refusal = useErrorWords();
  const [error, setError] = useState<string | null>(null);
  const step = useMutation({
    mutationFn: (action: StepAction) =>
      callOperation("update_facility_appointment_status", { id: a.id, action }),
    onMutate: () => setError(null),
    onError: (e) => setError(t("notSaved", { reason: refusal(e) })),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: yardKey });
      void client.invalidateQueries({ queryKey: appointmentsKey(a.facility) });
      void client.invalidateQueries({ queryKey: historyKey(a.id) });
    },
  });
  const titleId = `truck-${a.id}`;
  const over = truck.over_free_time;
  return (
    <article
      aria-labelledby={titleId}
      data-truck={a.confirmation_code}
      className={cn(
        "flex flex-col gap-2 rounded-lg border border-l-4 bg-white p-3 text-sm shadow-sm",
        over ? "border-red-300 border-l-red-700" : "border-slate-200 border-l-slate-400",
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <h4 id={titleId} className="min-w-0 font-semibold wrap-anywhere text-slate-900">
          <span className="block text-base">{a.dock ?? t("noDock")}</span>
          {a.carrier ?? t("noCarrier")}
        </h4>
        <span className="shrink-0 font-mono text-xs font-semibold tracking-wider text-slate-700">
          {a.confirmation_code}
        </span>
      </header>
      <p className="text-slate-700">
        {tc(`directionVerb.${a.type}`)}
        {a.loading_type === "Drop" ? ` · ${t("dropTrailer")}` : ""}
        {a.trailer_number ? ` · ${t("trailer", { trailer: a.trailer_number })}` : ""}
        {` · ${t("booked", { at: booked(a.scheduled_start_time, zone, locale) })}`}
      </p>
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-slate-50 p-2">
        <div>
          <dt className="text-xs text-slate-600">{t("onSite")}</dt>
          <dd className="font-semibold tabular-nums">{duration(truck.on_site_minutes)}</dd>
          <dd className="text-xs text-slate-600">
            {t("since", { at: localTime(locale, zone).clock(a.checked_in_at!) })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{truck.state === "at_gate" ? t("waiting") : t("waited")}</dt>
          <dd className="font-semibold tabular-nums">{duration(truck.waiting_minutes)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t("atDoor")}</dt>
          <dd className="font-semibold tabular-nums">
            {truck.door_minutes === null ? "—" : duration(truck.door_minutes)}
          </dd>
        </div>
      </dl>
      {over && (
        <p className="font-semibold text-red-800">
          {t("pastFreeTime", { over: duration(truck.on_site_minutes - freeTime), free: duration(freeTime) })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {nextSteps(a).map((s) => (
          <Button
            key={s.action}
            size="md"
            variant={s.action === "check_out" ? "secondary" : "primary"}
            disabled={step.isPending}
            onClick={() => step.mutate(s.action)}
            aria-label={`${t(s.label)}: ${a.carrier ?? a.confirmation_code}`}
          >
            {t(s.label)}
          </Button>
        ))}
      </div>
    </article>
  );
}
