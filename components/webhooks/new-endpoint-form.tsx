"use client";
// Adding an endpoint: where to send, which events, which facilities. The
// signing secret comes back once and is shown once, with a copy button.
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FacilityChecks } from "@/components/shared/facility-checks";
import { useSetFieldErrors } from "@/components/shared/field-errors";
import { webhooksKey } from "@/components/shared/query-keys";
import { Check, CheckGroup } from "@/components/ui/check-group";
import { FormShownOnce } from "@/components/ui/form-shown-once";
import { InputField } from "@/components/ui/input-field";
import { callOperation } from "@/lib/api/client";
import type { Role } from "@/lib/core/roles";
import { createWebhookInput, type CreateWebhookInput } from "@/lib/webhooks/schema";
import { EVENT_KEYS, SUBSCRIBABLE } from "./labels";

type Values = z.input<typeof createWebhookInput>;

export function NewEndpointForm({ role }: { role: Role }) {
  const t = useTranslations("webhooks");
  const client = useQueryClient();
  const setFieldErrors = useSetFieldErrors();
  const { register, handleSubmit, setError, formState, reset } = useForm<Values, unknown, CreateWebhookInput>(
    {
      resolver: useWordedResolver(createWebhookInput),
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
    onError: (err) => setFieldErrors(err, setError, ["url", "events", "facility_ids", "description"]),
  });
  const e = formState.errors;
  return (
    <FormShownOnce
      shown={create.data && { title: t("form.added"), value: create.data.secret }}
      copy={{ label: t("form.copy"), text: t("form.copyNow"), testId: "new-secret" }}
      id="new-endpoint"
      title={t("form.title")}
      onSubmit={handleSubmit((v) => create.mutate(v))}
      making={create}
      errorTitle={t("form.notAdded")}
      submit={{ label: t("form.add"), pendingText: t("form.adding") }}
    >
      <InputField
        id="endpoint-url"
        label={t("form.url")}
        hint={t("form.urlHint")}
        error={e.url?.message}
        className="sm:col-span-2"
        type="url"
        inputMode="url"
        autoComplete="off"
        input={register("url")}
      />
      <CheckGroup legend={t("form.events")} id="endpoint-events" error={e.events?.message}>
        {SUBSCRIBABLE.map((type) => (
          <Check key={type} value={type} label={t(`events.${EVENT_KEYS[type]}`)} {...register("events")} />
        ))}
      </CheckGroup>
      {role !== "carrier" && (
        <FacilityChecks
          id="endpoint-facilities"
          legend={t("form.facilities")}
          input={register("facility_ids")}
          error={e.facility_ids?.message}
        />
      )}
      <InputField
        id="endpoint-description"
        label={t("form.description")}
        optional
        error={e.description?.message}
        className="sm:col-span-2"
        input={register("description")}
      />
    </FormShownOnce>
  );
}
