"use client";
// Every token the user manages: what it reaches, when it was last used, and a
// revoke that asks first (the system using it stops working at once).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { tokensKey } from "@/components/shared/query-keys";
import { useReaderTime } from "@/components/shared/reader-time";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Badge } from "@/components/ui/badge";
import { Alert } from "@/components/ui/alert";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Loaded } from "@/components/ui/loaded";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";

export function TokenList({ canSeeFacilities }: { canSeeFacilities: boolean }) {
  const t = useTranslations("tokens.list");
  const failure = useErrorWords();
  const readerTime = useReaderTime();
  // A token belongs to no facility: the reader's own zone.
  const when = (iso: string | null) => (iso ? readerTime(iso) : t("never"));
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
    <Loaded query={tokens} failed={t("notLoaded")} empty={t("empty")} isEmpty={(data) => !data.tokens.length}>
      {(data) => (
        <div className="flex flex-col gap-3">
          {revoke.error && (
            <Alert tone="error" title={t("notRevoked")}>
              {failure(revoke.error)}
            </Alert>
          )}
          <ul className="flex flex-col gap-3" aria-label={t("label")}>
            {data.tokens.map((tk) => {
              const expired = tk.expires_at !== null && Date.parse(tk.expires_at) <= now;
              return (
                <li
                  key={tk.id}
                  className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
                  data-token={tk.prefix}
                >
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {tk.name || t("unnamed")}{" "}
                      <code className="font-mono text-xs font-normal text-slate-600">{tk.prefix}…</code>
                      {tk.revoked_at ? (
                        <Badge tone="danger">{t("revoked")}</Badge>
                      ) : expired ? (
                        <Badge tone="warning">{t("expired")}</Badge>
                      ) : (
                        <Badge tone="success">{t("active")}</Badge>
                      )}
                    </p>
                    <p className="text-slate-700">
                      {tk.role === "staff"
                        ? t("staff", { facilities: tk.facility_ids.map(name).join(", ") })
                        : t("carrier", { company: tk.carrier ?? "" })}
                    </p>
                    <p className="text-slate-600">
                      {[
                        tk.created_by
                          ? t("madeBy", { made: when(tk.created_at), by: tk.created_by })
                          : t("made", { made: when(tk.created_at) }),
                        t("lastUsed", { used: when(tk.last_used_at) }),
                        tk.expires_at ? t("expires", { expires: when(tk.expires_at) }) : t("expiresNever"),
                        ...(tk.revoked_at ? [t("revokedAt", { revoked: when(tk.revoked_at) })] : []),
                      ].join(" · ")}
                    </p>
                  </div>
                  {!tk.revoked_at && (
                    <ConfirmButton
                      verb={t("revoke")}
                      askLabel={t("revokeLabel", { name: tk.name || tk.prefix })}
                      asking={confirming === tk.id}
                      onAsk={() => setConfirming(tk.id)}
                      onKeep={() => setConfirming(null)}
                      onConfirm={() => revoke.mutate(tk.id)}
                      loading={revoke.isPending}
                      loadingText={t("revoking")}
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
