"use client";
// The facility's reference check: unique numbers, a list of valid ones, or
// the warehouse's own server asked about each booking. Saved on its own (the
// whole setting at once), with a button that sends the hook a test booking
// and shows what it answered; the hook's secret is shown once, when made.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { settingsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, describedBy } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { ShownOnce } from "@/components/ui/shown-once";
import { OperationError, callOperation } from "@/lib/api/client";
import type { FacilitySettings } from "@/lib/facilities/settings-schema";
import type { TestReferenceCheckResult } from "@/lib/references/schema";
import { ReferenceUpload } from "./reference-upload";

type Setting = Omit<FacilitySettings["reference_check"], "secret">;

const MODES: { value: Setting["mode"]; label: string }[] = [
  { value: "off", label: "No list or server check" },
  { value: "list", label: "Only numbers on our list" },
  { value: "webhook", label: "Ask our own server (validation hook)" },
];

const fieldError = (e: unknown, field: string) =>
  e instanceof OperationError
    ? e.details.find((d) => d.field === `reference_check.${field}`)?.message
    : undefined;

function TestAnswer({ answer }: { answer: TestReferenceCheckResult }) {
  if (answer.outcome === "accepted")
    return (
      <Alert tone="success" title="Accepted">
        The hook answered {answer.status} with {'{"valid": true}'}.
      </Alert>
    );
  if (answer.outcome === "refused")
    return (
      <Alert tone="warning" title="Refused">
        Carriers would see: “{answer.message}”
      </Alert>
    );
  return (
    <Alert tone="error" title="Unavailable">
      {answer.message}
    </Alert>
  );
}

export function ReferenceCheck({ settings }: { settings: FacilitySettings }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Setting>(settings.reference_check);
  const [secret, setSecret] = useState<string | null>(null);
  const set = (patch: Partial<Setting>) => setValue((v) => ({ ...v, ...patch }));
  const save = useMutation({
    mutationFn: () =>
      callOperation("update_facility_settings", {
        facility_id: settings.id,
        reference_check: { ...value, url: value.url || undefined },
      }),
    onSuccess: (saved) => {
      setSecret(saved.reference_check.secret ?? null);
      queryClient.setQueryData(settingsKey(settings.id), {
        ...saved,
        reference_check: { ...saved.reference_check, secret: undefined },
      });
    },
  });
  const test = useMutation({
    mutationFn: () => callOperation("test_reference_check", { facility_id: settings.id }),
  });
  const saved = settings.reference_check;
  const hookSaved = saved.mode === "webhook" && !!saved.url;
  const urlError = fieldError(save.error, "url");
  const timeoutError = fieldError(save.error, "timeout_ms");
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Reference checks</h2>
        <p className="text-sm text-slate-700">
          Check the PO and reference numbers carriers book with. A refused number is shown to the carrier at
          the number, before anything is booked; staff may book past it with a reason.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rc-mode" label="Check">
          <Select
            id="rc-mode"
            value={value.mode}
            onChange={(e) => set({ mode: e.target.value as Setting["mode"] })}
          >
            {MODES.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={value.unique}
            onChange={(e) => set({ unique: e.target.checked })}
          />
          Each number on one open appointment only
        </label>
      </div>
      {value.mode === "webhook" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="rc-url"
            label="Hook URL"
            hint="https, on a public address. A new URL gets a new signing secret."
            error={urlError}
            className="sm:col-span-2"
          >
            <Input
              id="rc-url"
              type="url"
              inputMode="url"
              value={value.url ?? ""}
              placeholder="https://wms.example.com/dockside/validate"
              onChange={(e) => set({ url: e.target.value })}
              {...describedBy("rc-url", { hint: true, error: !!urlError })}
            />
          </Field>
          <Field
            id="rc-timeout"
            label="Wait for an answer (milliseconds)"
            hint="500 to 10000."
            error={timeoutError}
          >
            <Input
              id="rc-timeout"
              type="number"
              min={500}
              max={10000}
              step={100}
              value={value.timeout_ms}
              onChange={(e) => set({ timeout_ms: Number(e.target.value) })}
              {...describedBy("rc-timeout", { hint: true, error: !!timeoutError })}
            />
          </Field>
          <Field id="rc-unavailable" label="When the hook does not answer">
            <Select
              id="rc-unavailable"
              value={value.on_unavailable}
              onChange={(e) => set({ on_unavailable: e.target.value as Setting["on_unavailable"] })}
            >
              <option value="refuse">Refuse the booking (try again later)</option>
              <option value="accept">Accept the booking</option>
            </Select>
          </Field>
        </div>
      )}
      {save.isError && !urlError && !timeoutError && (
        <Alert tone="error" title="Not saved">
          {save.error.message}
        </Alert>
      )}
      {save.isSuccess && !secret && <Alert tone="success" title="Saved" />}
      {secret && (
        <ShownOnce
          title="Saved: the hook's signing secret"
          value={secret}
          copyLabel="Copy secret"
          testId="reference-secret"
        >
          Your server verifies each request with it (Standard Webhooks). It is shown only now: copy it to your
          server.
        </ShownOnce>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save reference checks"}
        </Button>
        {hookSaved && (
          <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
            {test.isPending ? "Asking the hook…" : "Send a test validation"}
          </Button>
        )}
      </div>
      {hookSaved && test.data && <TestAnswer answer={test.data} />}
      {hookSaved && test.isError && (
        <Alert tone="error" title="The test was not sent">
          {test.error.message}
        </Alert>
      )}
      {saved.mode === "list" && <ReferenceUpload facilityId={settings.id} />}
    </Card>
  );
}
