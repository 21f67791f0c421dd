"use client";
// Every setting of a facility in one form (react-hook-form), saved with one
// update_facility_settings call. The browser checks with the operation's own
// schema; what only the server can know (a dock in use) comes back onto the
// field it names.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getCountries } from "libphonenumber-js/min";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useRef } from "react";
import { useFieldArray, useForm, type Resolver } from "react-hook-form";
import { formPath } from "@/components/shared/form-path";
import { runFacilitiesKey, settingsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { focusFirstError, useFocusFirstError } from "@/components/ui/focus-first-error";
import { Input, Select, Textarea } from "@/components/ui/input";
import { SaveBar } from "@/components/ui/save-bar";
import { useErrorWords } from "@/components/ui/use-error-words";
import { fieldWords, type ErrorWords } from "@/components/ui/error-words";
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { Section } from "@/components/ui/section";
import { callOperation, OperationError } from "@/lib/api/client";
import { settingFields, type FacilitySettings } from "@/lib/facilities/settings-schema";
import { BookingRules } from "./booking-rules";
import { Caps } from "./caps";
import { CustomFields } from "./custom-fields";
import { ClosedDates } from "./closed-dates";
import { DayHours } from "./day-hours";
import { DockClosures } from "./dock-closures";
import { DockRow } from "./dock-row";
import { Holds } from "./holds";
import { LoadTypeRow } from "./load-type-row";
import { PublicLinkSettings } from "./public-link";
import { formValues, wordBoxes, type SettingsValues } from "./settings-values";
import { MailSettings } from "./mail-settings";
import { timeZoneMessage } from "./time-zone-message";

// raw: the values go to the server as typed; it trims and fills defaults itself.
const RAW = { raw: true };

export function SettingsForm({ settings, linkBase }: { settings: FacilitySettings; linkBase: string }) {
  const t = useTranslations("settings.form");
  const holdWords = useTranslations("settings.holds");
  const failure = useErrorWords();
  const errorWords = useTranslations("errors") as unknown as ErrorWords;
  // The form holds the settings as read (every field present): a narrower type than the operation's input,
  // where each field is optional.
  const resolver = useWordedResolver(settingFields, undefined, RAW) as unknown as Resolver<SettingsValues>;
  const client = useQueryClient();
  const { id } = settings;
  // Focus goes to the first error in reading order, not react-hook-form's first registered (focus-first-error.ts).
  const form = useForm<SettingsValues>({
    defaultValues: formValues(settings),
    resolver,
    shouldFocusError: false,
  });
  const { register, handleSubmit, control, setError, formState, reset } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, formState);
  const locale = useLocale();
  // The countries whose numbers can be read, by name in the reader's language.
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return getCountries()
      .map((code) => [code, names.of(code) ?? code] as const)
      .sort(([, a], [, b]) => a.localeCompare(b, locale));
  }, [locale]);
  const docks = useFieldArray({ control, name: "docks", keyName: "key" });
  const loadTypes = useFieldArray({ control, name: "load_types", keyName: "key" });
  const save = useMutation({
    mutationFn: (v: SettingsValues) => callOperation("update_facility_settings", { facility_id: id, ...v }),
    onSuccess: async (saved) => {
      reset(formValues(saved));
      client.setQueryData(settingsKey(id), saved);
      await client.invalidateQueries({ queryKey: runFacilitiesKey });
    },
    onError: (e) => {
      if (!(e instanceof OperationError)) return;
      const fields = e.details.flatMap((d) => (d.field ? [formPath<SettingsValues>(d.field)] : []));
      e.details.forEach(
        (d) =>
          d.field &&
          setError(formPath<SettingsValues>(d.field), {
            type: d.reason,
            message: fieldWords(d.reason, errorWords),
          }),
      );
      focusFirstError(formRef.current, fields);
    },
  });
  const err = (path: string) =>
    path
      .split(".")
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], formState.errors) as
      { message?: string; type?: string } | undefined;
  const message = (path: string) => err(path)?.message;
  // The kept docks that hold the save back (a row begun before any company could be ticked, say), named in
  // the save bar: the rows are far below the button, and nothing else of the form is lost meanwhile.
  const holdErrors = formState.errors.holds;
  const unfinishedHolds = Array.isArray(holdErrors)
    ? holdErrors.flatMap((e: unknown, i: number) => (e ? [i + 1] : []))
    : [];

  const zoneError = timeZoneMessage(err("time_zone"));
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit((v) => save.mutate(v))}
      className="flex flex-col gap-5"
      aria-label={t("label")}
      noValidate
    >
      <Section title={t("general")} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="s-name" label={t("name")} error={err("name")?.message}>
            <Input id="s-name" {...register("name")} />
          </Field>
          <Field id="s-zone" label={t("timeZone")} hint={t("timeZoneHint")} error={zoneError && t(zoneError)}>
            <Input id="s-zone" {...register("time_zone")} />
          </Field>
          <Field id="s-address" label={t("address")} optional className="sm:col-span-2">
            <Input id="s-address" {...register("address")} />
          </Field>
          <Field id="s-country" label={t("country")} hint={t("countryHint")} error={err("country")?.message}>
            <Select id="s-country" {...register("country")}>
              {countries.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="s-phone" label={t("phone")} hint={t("phoneHint")} optional error={err("phone")?.message}>
            <Input id="s-phone" type="tel" autoComplete="off" {...register("phone")} />
          </Field>
          <Field
            id="s-instructions"
            label={t("instructions")}
            hint={t("instructionsHint")}
            optional
            className="sm:col-span-2"
          >
            <Textarea id="s-instructions" rows={3} {...register("carrier_instructions")} />
          </Field>
        </div>
      </Section>

      <Section title={t("email")}>
        <MailSettings form={form} error={message} />
      </Section>

      <Section title={t("bookingRules")} className="flex flex-col gap-4">
        <BookingRules form={form} error={message} />
      </Section>

      <Section title={t("publicLink")} className="flex flex-col gap-4">
        <PublicLinkSettings
          form={form}
          facilityId={id}
          linkBase={linkBase}
          savedSlug={settings.slug}
          error={message}
        />
      </Section>

      <Section title={t("openHours")} className="flex flex-col gap-4">
        <p className="-mt-2 text-sm text-slate-600">{t("openHoursIntro")}</p>
        {settings.open_hours.map((d, i) => (
          <DayHours key={d.weekday} form={form} index={i} weekday={d.weekday} />
        ))}
      </Section>

      <Section title={t("closedDates")} className="flex flex-col gap-4">
        <ClosedDates form={form} error={message} />
      </Section>

      <Section title={t("docks")} className="flex flex-col gap-4">
        {docks.fields.map((d, i) => (
          <DockRow
            key={d.key}
            form={form}
            index={i}
            saved={!!d.id}
            onDiscard={() => docks.remove(i)}
            error={err(`docks.${i}.id`)?.message}
            nameError={err(`docks.${i}.name`)?.message}
            directionsError={err(`docks.${i}.directions`)?.message}
            fieldError={message}
          />
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              docks.append({
                id: undefined as unknown as string,
                name: "",
                name_translations: wordBoxes(),
                directions: ["Inbound", "Outbound"],
                active: true,
                load_type_ids: [],
                open_hours: null,
              })
            }
          >
            {t("addDock")}
          </Button>
        </div>
      </Section>

      <Section title={t("loadTypes")} className="flex flex-col gap-4">
        {loadTypes.fields.map((l, i) => (
          <LoadTypeRow key={l.key} form={form} index={i} error={message} />
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              loadTypes.append({
                id: undefined as unknown as string,
                name: "",
                name_translations: wordBoxes(),
                directions: ["Inbound", "Outbound"],
                duration_minutes: 60,
                minutes_per_unit: 0,
                active: true,
              })
            }
          >
            {t("addLoadType")}
          </Button>
        </div>
      </Section>

      <Section title={t("questions")} className="flex flex-col gap-4">
        <CustomFields form={form} savedKeys={settings.custom_fields.map((f) => f.key)} error={message} />
      </Section>

      <Section title={t("dockClosures")} className="flex flex-col gap-4">
        <DockClosures form={form} zone={settings.time_zone} error={message} />
      </Section>

      <Section title={t("caps")} className="flex flex-col gap-4">
        <Caps form={form} error={message} />
      </Section>

      <Section title={t("holds")} className="flex flex-col gap-4">
        <Holds
          form={form}
          facilityId={id}
          zone={settings.time_zone}
          signUpUrl={linkBase.replace(/\/f\/$/, "/signup")}
          error={message}
        />
      </Section>

      <SaveBar className="flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 py-3">
        <Button type="submit" loading={save.isPending} loadingText={t("saving")}>
          {t("save")}
        </Button>
        {save.isSuccess && !formState.isDirty && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {t("saved")}
          </p>
        )}
        {unfinishedHolds.length > 0 && (
          <div data-testid="not-saved">
            <Alert tone="error" className="py-2">
              {t("holdsNotSaved", {
                rows: unfinishedHolds.map((n) => holdWords("holdN", { n })).join(", "),
                count: unfinishedHolds.length,
              })}
            </Alert>
          </div>
        )}
        {save.error && (
          <Alert tone="error" className="py-2">
            {t("notSaved", { message: failure(save.error) })}
          </Alert>
        )}
      </SaveBar>
    </form>
  );
}
