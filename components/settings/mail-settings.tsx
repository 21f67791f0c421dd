"use client";
// The facility's e-mail settings: the carriers' reminder, and the facility's
// own addresses for new requests and carriers' changes (one per line).
import { Controller, type FieldPath, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import type { SettingsValues } from "./settings-values";

type Props = {
  form: UseFormReturn<SettingsValues>;
  error: (path: FieldPath<SettingsValues> | string) => string | undefined;
};

const toList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export function MailSettings({ form, error }: Props) {
  const addresses = form.watch("notification_emails") ?? [];
  const addressError =
    error("notification_emails") ?? addresses.map((_, i) => error(`notification_emails.${i}`)).find(Boolean);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="s-reminder"
        label="Reminder to carriers (hours before the start)"
        hint="0 sends none."
        error={error("reminder_hours")}
      >
        <Input
          id="s-reminder"
          type="number"
          min={0}
          max={168}
          {...form.register("reminder_hours", { valueAsNumber: true })}
        />
      </Field>
      <Field
        id="s-notify"
        label="Notification addresses"
        hint="One per line. They hear of new requests to approve and of carriers' cancellations and new times."
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
