"use client";
// The facility's e-mail settings: the carriers' reminder, and the facility's
// own addresses for new requests and carriers' changes (one per line), and the
// facility's language where no reader has chosen one.
import { useTranslations } from "next-intl";
import { Controller, type FieldPath, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import type { SettingsValues } from "./settings-values";

type Props = {
  form: UseFormReturn<SettingsValues>;
  error: (path: FieldPath<SettingsValues> | string) => string | undefined;
};

const toList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export function MailSettings({ form, error }: Props) {
  const t = useTranslations("settings.mail");
  const addresses = form.watch("notification_emails") ?? [];
  const addressError =
    error("notification_emails") ?? addresses.map((_, i) => error(`notification_emails.${i}`)).find(Boolean);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="s-reminder" label={t("reminder")} hint={t("reminderHint")} error={error("reminder_hours")}>
        <Input
          id="s-reminder"
          type="number"
          min={0}
          max={168}
          {...form.register("reminder_hours", { valueAsNumber: true })}
        />
      </Field>
      <Field id="s-locale" label={t("locale")} hint={t("localeHint")} error={error("default_locale")}>
        {/* Each language by its own name, as the header's switcher lists them. */}
        <Select id="s-locale" {...form.register("default_locale")}>
          <Options values={LOCALES} word={(l) => LOCALE_NAMES[l]} />
        </Select>
      </Field>
      <Field
        id="s-notify"
        label={t("notify")}
        hint={t("notifyHint")}
        error={addressError}
        optional
        className="sm:col-span-2"
      >
        <Controller
          control={form.control}
          name="notification_emails"
          render={({ field }) => (
            <Textarea
              id="s-notify"
              rows={3}
              defaultValue={(field.value ?? []).join("\n")}
              onChange={(e) => field.onChange(toList(e.target.value))}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
    </div>
  );
}
