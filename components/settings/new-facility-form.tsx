"use client";
// Admins open a new facility: a name, its time zone and whether carriers'
// requests are confirmed at once. Hours (weekdays 08:00-17:00 to start with),
// docks and the rest are then set in the settings form it opens into.
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { runFacilitiesKey, settingsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import { newFacilityFields } from "@/lib/facilities/settings-schema";
import { timeZoneMessage } from "./time-zone-message";

const schema = newFacilityFields.pick({ name: true, time_zone: true, instant_booking: true });
type Values = z.input<typeof schema>;

const ZONES = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

export function NewFacilityForm({
  onCreated,
  onCancel,
}: {
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("settings.newFacility");
  const zoneWords = useTranslations("settings.form");
  const failure = useErrorWords();
  const client = useQueryClient();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: useWordedResolver(schema),
    mode: "onTouched",
    defaultValues: {
      name: "",
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      instant_booking: false,
    },
  });
  const create = useMutation({
    mutationFn: (v: Values) => callOperation("create_facility", v),
    onSuccess: async (made) => {
      client.setQueryData(settingsKey(made.id), made);
      await client.invalidateQueries({ queryKey: runFacilitiesKey });
      onCreated(made.id);
    },
  });
  const e = formState.errors;
  const zoneError = timeZoneMessage(e.time_zone);
  return (
    <form
      onSubmit={handleSubmit((v) => create.mutate(v))}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="new-facility-title"
      noValidate
    >
      <h2 id="new-facility-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
        {t("title")}
      </h2>
      <Field id="nf-name" label={t("name")} error={e.name?.message}>
        <Input
          id="nf-name"
          autoFocus
          {...register("name")}
          {...describedBy("nf-name", { error: !!e.name })}
        />
      </Field>
      <Field
        id="nf-zone"
        label={t("timeZone")}
        hint={t("timeZoneHint")}
        error={zoneError && zoneWords(zoneError)}
      >
        <Input
          id="nf-zone"
          list="nf-zones"
          autoComplete="off"
          {...register("time_zone")}
          {...describedBy("nf-zone", { hint: true, error: !!e.time_zone })}
        />
        <datalist id="nf-zones">
          {ZONES.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input type="checkbox" className="h-4 w-4" {...register("instant_booking")} />
        {t("instant")}
      </label>
      <p className="text-sm text-slate-600 sm:col-span-2">{t("defaults")}</p>
      {create.error && (
        <Alert tone="error" className="sm:col-span-2">
          {t("notCreated", { message: failure(create.error) })}
        </Alert>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" loading={create.isPending} loadingText={t("creating")}>
          {t("create")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
