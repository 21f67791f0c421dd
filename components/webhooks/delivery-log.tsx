"use client";
// An endpoint's latest deliveries: what was sent, how the endpoint answered,
// when the next try is; any of them can be sent again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { POLL_MS, webhookDeliveriesKey } from "@/components/shared/query-keys";
import { useReaderTime } from "@/components/shared/reader-time";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loaded } from "@/components/ui/loaded";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import { DELIVERY_TONE } from "./labels";

export function DeliveryLog({ subscriptionId }: { subscriptionId: string }) {
  const t = useTranslations("webhooks");
  const failure = useErrorWords();
  const format = useFormatter();
  const readerTime = useReaderTime();
  // To the second, as a log reads; an endpoint belongs to no facility: the reader's own zone.
  const when = (iso: string) => readerTime(iso, { year: false, seconds: true });
  const client = useQueryClient();
  const key = webhookDeliveriesKey(subscriptionId);
  const log = useQuery({
    queryKey: key,
    queryFn: () => callOperation("list_webhook_deliveries", { subscription_id: subscriptionId, limit: 20 }),
    refetchInterval: POLL_MS,
  });
  const redeliver = useMutation({
    mutationFn: (eventId: string) =>
      callOperation("redeliver_webhook_event", { subscription_id: subscriptionId, event_id: eventId }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  return (
    <div className="mt-2">
      <Loaded
        query={log}
        failed={t("log.notLoaded")}
        empty={t("log.empty")}
        isEmpty={(data) => !data.length}
        skeleton="h-24 w-full"
      >
        {(data) => (
          <div className="flex flex-col gap-2">
            {redeliver.error && (
              <Alert tone="error" title={t("log.notSent")}>
                {failure(redeliver.error)}
              </Alert>
            )}
            <ul
              className="divide-y divide-slate-200 rounded-md border border-slate-200"
              aria-label={t("log.label")}
            >
              {data.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge tone={DELIVERY_TONE[d.status]}>{t(`delivery.${d.status}`)}</Badge>
                      <span className="font-mono text-slate-900">{d.event_type}</span>
                      <span className="text-slate-600">{when(d.created_at)}</span>
                    </p>
                    <p className="text-slate-700">
                      {d.response_status !== null ? `HTTP ${d.response_status}` : t("log.noAnswer")}
                      {d.duration_ms !== null &&
                        ` · ${t("log.ms", { ms: format.number(d.duration_ms) })}`} ·{" "}
                      {t("log.attempts", { count: d.attempt })}
                      {d.next_attempt_at && ` · ${t("log.nextTry", { when: when(d.next_attempt_at) })}`}
                    </p>
                    {d.error && (
                      // The receiver's or the network's own report (ECONNREFUSED, a TLS error), for IT to read.
                      <p className="break-words text-red-800">
                        {t("log.technical")}: <span className="font-mono">{d.error}</span>
                      </p>
                    )}
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="self-start sm:self-center"
                    loading={redeliver.isPending && redeliver.variables === d.event_id}
                    onClick={() => redeliver.mutate(d.event_id)}
                    aria-label={t("log.redeliverLabel", { event: d.event_type, when: when(d.created_at) })}
                  >
                    {t("log.redeliver")}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Loaded>
    </div>
  );
}
