"use client";
// Every token the user manages: what it reaches, when it was last used, and a
// revoke that asks first (the system using it stops working at once).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DateTime } from "luxon";
import { useState } from "react";
import { tokensKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Badge } from "@/components/ui/badge";
import { Alert } from "@/components/ui/alert";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Loaded } from "@/components/ui/loaded";
import { callOperation } from "@/lib/api/client";

const when = (iso: string | null) => (iso ? DateTime.fromISO(iso).toFormat("d LLL yyyy, HH:mm") : "—");

export function TokenList({ canSeeFacilities }: { canSeeFacilities: boolean }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const tokens = useQuery({ queryKey: tokensKey, queryFn: () => callOperation("list_api_tokens", {}) });
  const facilities = useRunFacilities({ enabled: canSeeFacilities });
  const revoke = useMutation({
    mutationFn: (id: string) => callOperation("revoke_api_token", { id }),
    onSuccess: () => setConfirming(null),
    onSettled: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
  const name = (id: string) => facilities.data?.find((f) => f.id === id)?.name ?? id.slice(0, 8);
  return (
    <Loaded
      query={tokens}
      failed="The tokens could not be loaded"
      empty="No tokens yet."
      isEmpty={(data) => !data.tokens.length}
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          {revoke.error && (
            <Alert tone="error" title="Not revoked">
              {revoke.error.message}
            </Alert>
          )}
          <ul className="flex flex-col gap-3" aria-label="API tokens">
            {data.tokens.map((t) => {
              const expired = t.expires_at !== null && Date.parse(t.expires_at) <= now;
              return (
                <li
                  key={t.id}
                  className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
                  data-token={t.prefix}
                >
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {t.name || "Unnamed"}{" "}
                      <code className="font-mono text-xs font-normal text-slate-600">{t.prefix}…</code>
                      {t.revoked_at ? (
                        <Badge tone="danger">Revoked</Badge>
                      ) : expired ? (
                        <Badge tone="warning">Expired</Badge>
                      ) : (
                        <Badge tone="success">Active</Badge>
                      )}
                    </p>
                    <p className="text-slate-700">
                      {t.role === "staff"
                        ? `Staff · ${t.facility_ids.map(name).join(", ")}`
                        : `Carrier · ${t.carrier}`}
                    </p>
                    <p className="text-slate-600">
                      Made {when(t.created_at)}
                      {t.created_by && ` by ${t.created_by}`} · last used {when(t.last_used_at)} · expires{" "}
                      {t.expires_at ? when(t.expires_at) : "never"}
                      {t.revoked_at ? ` · revoked ${when(t.revoked_at)}` : ""}
                    </p>
                  </div>
                  {!t.revoked_at && (
                    <ConfirmButton
                      verb="Revoke"
                      askLabel={`Revoke ${t.name || t.prefix}`}
                      asking={confirming === t.id}
                      onAsk={() => setConfirming(t.id)}
                      onKeep={() => setConfirming(null)}
                      onConfirm={() => revoke.mutate(t.id)}
                      loading={revoke.isPending}
                      loadingText="Revoking…"
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Loaded>
  );
}
