"use client";
// Adding an endpoint: where to send, which events, which facilities. The
// signing secret comes back once and is shown once, with a copy button.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { webhooksKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callOperation, OperationError } from "@/lib/api/client";
import type { Role } from "@/lib/core/roles";
import { createWebhookInput, type CreateWebhookInput } from "@/lib/webhooks/schema";
import { EVENT_LABELS, SUBSCRIBABLE } from "./labels";

type Values = z.input<typeof createWebhookInput>;

function CheckGroup({
  legend,
  error,
  id,
  children,
}: {
  legend: string;
  error?: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
      <p id={`${id}-error`} className="text-sm font-medium text-red-700" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}

export function NewEndpointForm({ role }: { role: Role }) {
  const client = useQueryClient();
  const facilities = useRunFacilities({ enabled: role !== "carrier" });
  const { register, handleSubmit, setError, formState, reset } = useForm<Values, unknown, CreateWebhookInput>(
    {
      resolver: zodResolver(createWebhookInput),
      defaultValues: { url: "", events: [...SUBSCRIBABLE], facility_ids: [], description: "" },
    },
  );
  const create = useMutation({
    // No facility ticked: every facility the user runs.
    mutationFn: (v: CreateWebhookInput) =>
      callOperation("create_webhook_subscription", {
        ...v,
        facility_ids: v.facility_ids?.length ? v.facility_ids : undefined,
      }),
    onSuccess: async () => {
      reset();
      await client.invalidateQueries({ queryKey: webhooksKey });
    },
    onError: (err) => {
      if (err instanceof OperationError)
        for (const d of err.details)
          if (
            d.field === "url" ||
            d.field === "events" ||
            d.field === "facility_ids" ||
            d.field === "description"
          )
            setError(d.field, { message: d.message });
    },
  });
  const e = formState.errors;
  return (
    <div className="flex flex-col gap-4">
      {create.data && (
        <Alert tone="success" title="Endpoint added">
          <p>
            This is its signing secret. Copy it into the receiving system now: it is shown only this once.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code
              className="rounded bg-white px-2 py-1 font-mono text-sm break-all text-slate-900"
              data-testid="new-secret"
            >
              {create.data.secret}
            </code>
            <CopyButton value={create.data.secret} label="Copy secret" />
          </div>
        </Alert>
      )}
      <form
        onSubmit={handleSubmit((v) => create.mutate(v))}
        className="grid gap-4 sm:grid-cols-2"
        aria-labelledby="new-endpoint-title"
        noValidate
      >
        <h2 id="new-endpoint-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
          New endpoint
        </h2>
        {create.error && (
          <Alert tone="error" title="The endpoint was not added" className="sm:col-span-2">
            {create.error.message}
          </Alert>
        )}
        <Field
          id="endpoint-url"
          label="URL"
          hint="Where your system receives events, e.g. https://tms.example.com/hooks/dockside."
          error={e.url?.message}
          className="sm:col-span-2"
        >
          <Input
            id="endpoint-url"
            type="url"
            inputMode="url"
            autoComplete="off"
            {...register("url")}
            {...describedBy("endpoint-url", { hint: true, error: !!e.url })}
          />
        </Field>
        <CheckGroup legend="Events" id="endpoint-events" error={e.events?.message}>
          {SUBSCRIBABLE.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={type} {...register("events")} className="h-4 w-4" />
              {EVENT_LABELS[type]}
            </label>
          ))}
        </CheckGroup>
        {role !== "carrier" && (
          <CheckGroup
            legend="Facilities (none ticked: all of yours)"
            id="endpoint-facilities"
            error={e.facility_ids?.message}
          >
            {(facilities.data ?? []).map((f) => (
              <label key={f.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" value={f.id} {...register("facility_ids")} className="h-4 w-4" />
                {f.name}
              </label>
            ))}
          </CheckGroup>
        )}
        <Field
          id="endpoint-description"
          label="Description"
          optional
          error={e.description?.message}
          className="sm:col-span-2"
        >
          <Input
            id="endpoint-description"
            {...register("description")}
            {...describedBy("endpoint-description", { error: !!e.description })}
          />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" loading={create.isPending} loadingText="Adding…">
            Add endpoint
          </Button>
        </div>
      </form>
    </div>
  );
}
