"use client";
// Requests waiting for a yes or no, oldest first: approve or decline each in
// one click. A decision disappears from the list at once and comes back, with
// the reason, if the server refuses it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { localTime } from "@/components/shared/local-time";
import { LiveNotice } from "@/components/shared/live-notice";
import { useLiveUpdates } from "@/components/shared/live-updates";
import { pendingKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Loaded } from "@/components/ui/loaded";
import { Button } from "@/components/ui/button";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import type { PendingRequests } from "@/lib/appointments/pending-schema";
import type { FacilityAppointment } from "@/lib/record/schema";
import { clock, inZone } from "@/lib/core/time";
import { dayWordsFor } from "./use-day-words";

type Decision = { id: string; action: "approve" | "decline" };

export function RequestsQueue() {
  const client = useQueryClient();
  const t = useTranslations("calendar.requests");
  const tc = useTranslations("common");
  const locale = useLocale();
  const refusal = useErrorWords();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const { live, pollMs } = useLiveUpdates();
  const pending = useQuery({
    queryKey: pendingKey,
    queryFn: () => callOperation("get_pending_requests", {}),
    refetchInterval: pollMs,
  });
  const decide = useMutation<FacilityAppointment, Error, Decision, { before?: PendingRequests }>({
    mutationFn: (d) => callOperation("update_facility_appointment_status", { id: d.id, action: d.action }),
    onMutate: async (d) => {
      await client.cancelQueries({ queryKey: pendingKey });
      const before = client.getQueryData<PendingRequests>(pendingKey);
      if (before)
        client.setQueryData<PendingRequests>(pendingKey, {
          ...before,
          appointments: before.appointments.filter((a) => a.id !== d.id),
        });
      return { before };
    },
    onError: (e, _d, ctx) => {
      if (ctx?.before) client.setQueryData(pendingKey, ctx.before);
      setMessage({ tone: "error", text: t("notSaved", { reason: refusal(e) }) });
    },
    onSuccess: (a, d) =>
      setMessage({
        tone: "success",
        text: t(d.action === "approve" ? "approved" : "declined", { code: a.confirmation_code }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: pendingKey }),
  });

  if (!pending.isSuccess)
    return (
      <Loaded query={pending} failed={t("failed")} skeleton="h-64 w-full">
        {() => null}
      </Loaded>
    );
  const zones = new Map(pending.data.facilities.map((f) => [f.id, f]));
  return (
    <div className="flex flex-col gap-4">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <LiveNotice live={live} className="text-sm" />
      {pending.data.appointments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {t("empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("listLabel")}>
          {pending.data.appointments.map((a) => {
            const f = zones.get(a.facility)!;
            const start = inZone(a.scheduled_start_time, f.time_zone);
            const day = dayWordsFor(locale, f.time_zone).short;
            return (
              <li
                key={a.id}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                data-request={a.confirmation_code}
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {day(a.scheduled_start_time)} {clock(start)}–
                    {clock(inZone(a.scheduled_end_time, f.time_zone))}{" "}
                    {localTime(locale, f.time_zone).zoneAbbreviation(start.toMillis())} · {a.carrier}
                  </p>
                  <p className="text-sm text-slate-600">
                    {f.name} · {tc(`direction.${a.type}`)} ·{" "}
                    {a.order_info.map((o) => o.reference_id).join(", ")}
                    {a.quantity ? ` · ${a.quantity} ${a.units ? tc(`unitName.${a.units}`) : ""}` : ""} ·{" "}
                    {a.dock ?? t("noDock")} ·{" "}
                    <Link
                      className="text-blue-800 underline"
                      href={`/calendar?facility=${f.id}&date=${start.toISODate()}`}
                    >
                      {a.confirmation_code}
                    </Link>
                  </p>
                  <p className="text-xs text-slate-500">
                    {t("requestedAt", {
                      at: `${day(a.created_at)} ${clock(inZone(a.created_at, f.time_zone))}`,
                    })}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    onClick={() => decide.mutate({ id: a.id, action: "approve" })}
                    aria-label={t("approveLabel", { code: a.confirmation_code })}
                  >
                    {t("approve")}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger-ghost"
                    onClick={() => decide.mutate({ id: a.id, action: "decline" })}
                    aria-label={t("declineLabel", { code: a.confirmation_code })}
                  >
                    {t("decline")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
