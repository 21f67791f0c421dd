"use client";
// An endpoint's latest deliveries: what was sent, how the endpoint answered,
// when the next try is; any of them can be sent again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DateTime } from "luxon";
import { POLL_MS, webhookDeliveriesKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loaded } from "@/components/ui/loaded";
import { callOperation } from "@/lib/api/client";
import { DELIVERY_LABEL, DELIVERY_TONE } from "./labels";

const when = (iso: string) => DateTime.fromISO(iso).toFormat("d LLL, HH:mm:ss");

export function DeliveryLog({ subscriptionId }: { subscriptionId: string }) {
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
        failed="The log could not be loaded"
        empty="Nothing sent yet."
        isEmpty={(data) => !data.length}
        skeleton="h-24 w-full"
      >
        {(data) => (
          <div className="flex flex-col gap-2">
            {redeliver.error && (
              <Alert tone="error" title="Not sent again">
                {redeliver.error.message}
              </Alert>
            )}
            <ul
              className="divide-y divide-slate-200 rounded-md border border-slate-200"
              aria-label="Deliveries"
            >
              {data.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge tone={DELIVERY_TONE[d.status]}>{DELIVERY_LABEL[d.status]}</Badge>
                      <span className="font-mono text-slate-900">{d.event_type}</span>
                      <span className="text-slate-600">{when(d.created_at)}</span>
                    </p>
                    <p className="text-slate-700">
                      {d.response_status !== null ? `HTTP ${d.response_status}` : "No answer"}
                      {d.duration_ms !== null && ` · ${d.duration_ms} ms`} · {d.attempt}{" "}
                      {d.attempt === 1 ? "attempt" : "attempts"}
                      {d.next_attempt_at && ` · next try ${when(d.next_attempt_at)}`}
                    </p>
                    {d.error && <p className="break-words text-red-800">{d.error}</p>}
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="self-start sm:self-center"
                    loading={redeliver.isPending && redeliver.variables === d.event_id}
                    onClick={() => redeliver.mutate(d.event_id)}
                    aria-label={`Redeliver ${d.event_type} of ${when(d.created_at)}`}
                  >
                    Redeliver
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
