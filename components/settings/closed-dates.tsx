"use client";
// Days the facility is closed, each with an optional reason; dates typed and
// shown as the board shows them ("Fri 25 Dec 2026"), kept as 2026-12-25.
import { useTranslations } from "next-intl";
import { Controller, useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-fields";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { shownDate } from "@/lib/core/date-entry";
import type { SettingsValues } from "./settings-values";

export function ClosedDates({
  form,
  error,
}: {
  form: UseFormReturn<SettingsValues>;
  error: (path: string) => string | undefined;
}) {
  const t = useTranslations("settings.closedDates");
  const closed = useFieldArray({ control: form.control, name: "closed_dates" });
  return (
    <>
      {closed.fields.map((c, i) => (
        <div key={c.id} className="flex flex-wrap items-start gap-3">
          <Field
            id={`s-closed-${i}`}
            label={t("date")}
            error={error(`closed_dates.${i}.date`) && t("dateError", { example: shownDate("2026-12-25") })}
          >
            <Controller
              control={form.control}
              name={`closed_dates.${i}.date`}
              render={({ field, fieldState }) => (
                <DateInput
                  id={`s-closed-${i}`}
                  name={field.name}
                  value={field.value}
                  onCommit={field.onChange}
                  invalid={!!fieldState.error}
                  className="w-44"
                />
              )}
            />
          </Field>
          <Field id={`s-closed-reason-${i}`} label={t("reason")} optional>
            <Input id={`s-closed-reason-${i}`} {...form.register(`closed_dates.${i}.reason`)} />
          </Field>
          <Button variant="danger-ghost" size="sm" className="mt-7" onClick={() => closed.remove(i)}>
            {t("remove")}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => closed.append({ date: "", reason: "" })}>
          {t("add")}
        </Button>
      </div>
    </>
  );
}
