"use client";
// One endpoint: what it receives, whether it is on, and what to do with it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { webhookDeliveriesKey, webhooksKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import type { WebhookSubscription } from "@/lib/webhooks/schema";
import { DeliveryLog } from "./delivery-log";
import { ACTS_FOR, EVENT_KEYS } from "./labels";

type Props = { endpoint: WebhookSubscription; facilityName: (id: string) => string };

export function EndpointCard({ endpoint, facilityName }: Props) {
  const t = useTranslations("webhooks");
  const failure = useErrorWords();
  const format = useFormatter();
  const client = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: webhooksKey }),
      client.invalidateQueries({ queryKey: webhookDeliveriesKey(endpoint.id) }),
    ]);
  const test = useMutation({
    mutationFn: () => callOperation("send_test_webhook", { id: endpoint.id }),
    onSuccess: () => setShowLog(true),
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: () =>
      callOperation("update_webhook_subscription", { id: endpoint.id, active: !endpoint.active }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => callOperation("delete_webhook_subscription", { id: endpoint.id }),
    onSettled: refresh,
  });
  const logId = `log-${endpoint.id}`;
  const error = test.error ?? toggle.error ?? remove.error;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-endpoint={endpoint.url}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span className="font-mono break-all">{endpoint.url}</span>
            {endpoint.active ? (
              <Badge tone="success">{t("card.active")}</Badge>
            ) : endpoint.disabled_reason ? (
              <Badge tone="danger">{t("card.deactivated")}</Badge>
            ) : (
              <Badge tone="warning">{t("card.paused")}</Badge>
            )}
          </p>
          {endpoint.description && <p className="text-slate-700">{endpoint.description}</p>}
          <p className="text-slate-600">
            {endpoint.events.map((e) => t(`events.${EVENT_KEYS[e]}`)).join(" · ")}
          </p>
          <p className="text-slate-600">
            {endpoint.facility_ids.length
              ? endpoint.facility_ids.map(facilityName).join(", ")
              : t("card.everyFacility")}
          </p>
          {endpoint.created_by_kind && (
            <p className="text-slate-600">
              {t(ACTS_FOR[endpoint.created_by_kind], { name: endpoint.created_by ?? "" })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            loading={test.isPending}
            loadingText={t("card.sending")}
            onClick={() => test.mutate()}
          >
            {t("card.sendTest")}
          </Button>
          <Button size="sm" variant="secondary" loading={toggle.isPending} onClick={() => toggle.mutate()}>
            {endpoint.active ? t("card.pause") : t("card.resume")}
          </Button>
          <ConfirmButton
            verb={t("card.remove")}
            asking={confirming}
            onAsk={() => setConfirming(true)}
            onKeep={() => setConfirming(false)}
            onConfirm={() => remove.mutate()}
            loading={remove.isPending}
          />
        </div>
      </div>
      {endpoint.disabled_reason && (
        <Alert tone="warning" title={t("card.pausedByDockside")}>
          <PausedWords endpoint={endpoint} />
        </Alert>
      )}
      {test.data && (
        <Alert tone={test.data.status === "succeeded" ? "success" : "warning"} title={t("card.testSent")}>
          {t(`delivery.${test.data.status}`)}
          {test.data.response_status !== null && ` · HTTP ${test.data.response_status}`}
          {test.data.duration_ms !== null &&
            ` · ${t("log.ms", { ms: format.number(test.data.duration_ms) })}`}
          {test.data.error && (
            <>
              {" · "}
              {t("log.technical")}: <span className="font-mono break-words">{test.data.error}</span>
            </>
          )}
        </Alert>
      )}
      {error && (
        <Alert tone="error" title={t("card.failed")}>
          {failure(error)}
        </Alert>
      )}
      <div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog(!showLog)}
        >
          {showLog ? t("card.hideLog") : t("card.showLog")}
        </Button>
        <div id={logId} hidden={!showLog}>
          {showLog && <DeliveryLog subscriptionId={endpoint.id} />}
        </div>
      </div>
    </li>
  );
}

// Why Dockside paused it, from its cause and dates (disabled_reason is the API's English sentence).
function PausedWords({ endpoint }: { endpoint: WebhookSubscription }) {
  const t = useTranslations("webhooks.card");
  const format = useFormatter();
  const day = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium" }) : "");
  const at = day(endpoint.disabled_at);
  if (endpoint.disabled_cause === "failing" && endpoint.failing_since)
    return t("pausedFailing", { since: day(endpoint.failing_since), at });
  if (endpoint.disabled_cause === "maker_lost_access") return t("pausedMaker", { at });
  return t("pausedOther", { at });
}
