"use client";
// Staff manage a facility's gate devices: make a link (its secret shown once),
// make this very tablet a device, see when each was last used, revoke one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callOperation } from "@/lib/api/client";

const key = (facilityId: string) => ["gate-links", facilityId];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "never");

export function GateDevices({
  facilityId,
  thisTablet = false,
}: {
  facilityId: string;
  thisTablet?: boolean;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [made, setMade] = useState<{ url: string; name: string } | null>(null);
  const links = useQuery({
    queryKey: key(facilityId),
    queryFn: () => callOperation("list_gate_links", { facility_id: facilityId }),
  });
  const create = useMutation({
    mutationFn: (here: boolean) =>
      callOperation("create_gate_link", { facility_id: facilityId, name: name || undefined }).then((l) => ({
        ...l,
        here,
      })),
    onSuccess: async (l) => {
      await queryClient.invalidateQueries({ queryKey: key(facilityId) });
      // This tablet: open the link here, which keeps the secret in its cookie.
      if (l.here) window.location.assign(l.url);
      else setMade({ url: l.url, name: l.name });
      setName("");
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => callOperation("revoke_gate_link", { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(facilityId) }),
  });
  const active = (links.data ?? []).filter((l) => !l.revoked_at);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        A gate device link lets a tablet at the gate check trucks in at this facility, without anyone signed
        in, and do nothing else. Open it once on the tablet; revoke it here if the tablet is lost.
      </p>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(false);
        }}
      >
        <Field id="gate-device-name" label="Device name" optional className="flex-1">
          <Input
            id="gate-device-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="North gate tablet"
            maxLength={100}
          />
        </Field>
        <Button type="submit" variant="secondary" loading={create.isPending} loadingText="Making…">
          Make a device link
        </Button>
        {thisTablet && (
          <Button type="button" onClick={() => create.mutate(true)} disabled={create.isPending}>
            Use this tablet as the gate
          </Button>
        )}
      </form>
      {create.isError && <Alert tone="error">{create.error.message}</Alert>}
      {made && (
        <Alert tone="success" title="Open this link once on the gate tablet. It is shown only now.">
          <span className="flex flex-wrap items-center gap-2">
            <code className="break-all" data-testid="gate-link-url">
              {made.url}
            </code>
            <CopyButton value={made.url} label="Copy link" />
          </span>
        </Alert>
      )}
      {active.length > 0 && (
        <ul
          className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white"
          aria-label="Gate devices"
        >
          {active.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{l.name || "Gate device"}</span>{" "}
                <span className="font-mono text-slate-600">{l.prefix}…</span>
                <span className="block text-slate-600">Last used {when(l.last_used_at)}</span>
              </span>
              <Button
                type="button"
                variant="danger-ghost"
                size="sm"
                onClick={() => revoke.mutate(l.id)}
                aria-label={`Revoke ${l.name || l.prefix}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
