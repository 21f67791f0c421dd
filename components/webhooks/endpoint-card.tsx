"use client";
// One endpoint: what it receives, whether it is on, and what to do with it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { webhookDeliveriesKey, webhooksKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { callOperation } from "@/lib/api/client";
import type { WebhookSubscription } from "@/lib/webhooks/schema";
import { DeliveryLog } from "./delivery-log";
import { DELIVERY_LABEL, EVENT_LABELS } from "./labels";

type Props = { endpoint: WebhookSubscription; facilityName: (id: string) => string };

export function EndpointCard({ endpoint, facilityName }: Props) {
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
              <Badge tone="success">Active</Badge>
            ) : endpoint.disabled_reason ? (
              <Badge tone="danger">Deactivated</Badge>
            ) : (
              <Badge tone="warning">Paused</Badge>
            )}
          </p>
          {endpoint.description && <p className="text-slate-700">{endpoint.description}</p>}
          <p className="text-slate-600">{endpoint.events.map((e) => EVENT_LABELS[e]).join(" · ")}</p>
          <p className="text-slate-600">
            {endpoint.facility_ids.length
              ? endpoint.facility_ids.map(facilityName).join(", ")
              : "Every facility"}
          </p>
          {endpoint.created_by && <p className="text-slate-600">Acts for {endpoint.created_by}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            loading={test.isPending}
            loadingText="Sending…"
            onClick={() => test.mutate()}
          >
            Send test event
          </Button>
          <Button size="sm" variant="secondary" loading={toggle.isPending} onClick={() => toggle.mutate()}>
            {endpoint.active ? "Pause" : "Resume"}
          </Button>
          <ConfirmButton
            verb="Remove"
            asking={confirming}
            onAsk={() => setConfirming(true)}
            onKeep={() => setConfirming(false)}
            onConfirm={() => remove.mutate()}
            loading={remove.isPending}
          />
        </div>
      </div>
      {endpoint.disabled_reason && (
        <Alert tone="warning" title="Dockside paused this endpoint">
          {endpoint.disabled_reason}
        </Alert>
      )}
      {test.data && (
        <Alert tone={test.data.status === "succeeded" ? "success" : "warning"} title="Test event sent">
          {DELIVERY_LABEL[test.data.status]}
          {test.data.response_status !== null && ` · HTTP ${test.data.response_status}`}
          {test.data.duration_ms !== null && ` · ${test.data.duration_ms} ms`}
          {test.data.error && ` · ${test.data.error}`}
        </Alert>
      )}
      {error && (
        <Alert tone="error" title="That did not work">
          {error.message}
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
          {showLog ? "Hide delivery log" : "Show delivery log"}
        </Button>
        <div id={logId} hidden={!showLog}>
          {showLog && <DeliveryLog subscriptionId={endpoint.id} />}
        </div>
      </div>
    </li>
  );
}
