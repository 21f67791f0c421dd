"use client";
// The facility's reference check: unique numbers, a list of valid ones, or
// the warehouse's own server asked about each booking. Saved on its own (the
// whole setting at once), with a button that sends the hook a test booking
// and shows what it answered; the hook's secret is shown once, when made.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { settingsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, describedBy } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { fieldWords } from "@/components/ui/error-words";
import { Options } from "@/components/ui/options";
import { useErrorWords } from "@/components/ui/use-error-words";
import { ShownOnce } from "@/components/ui/shown-once";
import { OperationError, callOperation } from "@/lib/api/client";
import type { FacilitySettings } from "@/lib/facilities/settings-schema";
import type { TestReferenceCheckResult } from "@/lib/references/schema";
import { ReferenceUpload } from "./reference-upload";

type Setting = Omit<FacilitySettings["reference_check"], "secret">;

const MODES: Setting["mode"][] = ["off", "list", "webhook"];

const fieldReason = (e: unknown, field: string) =>
  e instanceof OperationError
    ? e.details.find((d) => d.field === `reference_check.${field}`)?.reason
    : undefined;

function TestAnswer({ answer }: { answer: TestReferenceCheckResult }) {
  const t = useTranslations("settings.referenceCheck");
  if (answer.outcome === "accepted")
    return (
      <Alert tone="success" title={t("acceptedTitle")}>
        {t("accepted", { status: answer.status ?? "", answer: '{"valid": true}' })}
      </Alert>
    );
  // The warehouse's own words, as carriers would read them.
  if (answer.outcome === "refused")
    return (
      <Alert tone="warning" title={t("refusedTitle")}>
        {t("refused", { message: answer.message ?? "" })}
      </Alert>
    );
  // Why, as the connection or the hook put it (an HTTP status, a timeout): for whoever runs the hook.
  return (
    <Alert tone="error" title={t("unavailableTitle")}>
      {answer.message}
    </Alert>
  );
}

export function ReferenceCheck({ settings }: { settings: FacilitySettings }) {
  const t = useTranslations("settings.referenceCheck");
  const errorsT = useTranslations("errors");
  const failure = useErrorWords();
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
  const urlReason = fieldReason(save.error, "url");
  const timeoutReason = fieldReason(save.error, "timeout_ms");
  const urlError = urlReason && fieldWords(urlReason, errorsT);
  const timeoutError = timeoutReason && fieldWords(timeoutReason, errorsT);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t("title")}</h2>
        <p className="text-sm text-slate-700">{t("intro")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rc-mode" label={t("mode")}>
          <Select
            id="rc-mode"
            value={value.mode}
            onChange={(e) => set({ mode: e.target.value as Setting["mode"] })}
          >
            <Options values={MODES} word={(m) => t(`modes.${m}`)} />
          </Select>
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={value.unique}
            onChange={(e) => set({ unique: e.target.checked })}
          />
          {t("unique")}
        </label>
      </div>
      {value.mode === "webhook" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="rc-url" label={t("url")} hint={t("urlHint")} error={urlError} className="sm:col-span-2">
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
          <Field id="rc-timeout" label={t("timeout")} hint={t("timeoutHint")} error={timeoutError}>
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
          <Field id="rc-unavailable" label={t("onUnavailable")} hint={t("onUnavailableHint")}>
            <Select
              id="rc-unavailable"
              value={value.on_unavailable}
              onChange={(e) => set({ on_unavailable: e.target.value as Setting["on_unavailable"] })}
              {...describedBy("rc-unavailable", { hint: true })}
            >
              <option value="refuse">{t("refuse")}</option>
              <option value="accept">{t("accept")}</option>
            </Select>
          </Field>
        </div>
      )}
      {save.isError && !urlError && !timeoutError && (
        <Alert tone="error" title={t("notSaved")}>
          {failure(save.error)}
        </Alert>
      )}
      {save.isSuccess && !secret && <Alert tone="success" title={t("saved")} />}
      {secret && (
        <ShownOnce
          title={t("secretTitle")}
          value={secret}
          copyLabel={t("copySecret")}
          testId="reference-secret"
        >
          {t("secretBody")}
        </ShownOnce>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
        {hookSaved && (
          <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
            {test.isPending ? t("testing") : t("test")}
          </Button>
        )}
      </div>
      {hookSaved && test.data && <TestAnswer answer={test.data} />}
      {hookSaved && test.isError && (
        <Alert tone="error" title={t("testNotSent")}>
          {failure(test.error)}
        </Alert>
      )}
      {saved.mode === "list" && <ReferenceUpload facilityId={settings.id} />}
    </Card>
  );
}
