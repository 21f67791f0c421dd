"use client";
// Docks (or the whole facility) closed for a while: a repair, a stocktake.
// From and to are typed in the facility's local time and kept as instants with
// an offset, as the API takes them.
import { useTranslations } from "next-intl";
import { Controller, useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { AddRow, RowGroup } from "./row-buttons";
import { DateTimeInput } from "@/components/ui/date-fields";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { shownDateTime } from "@/lib/core/date-entry";
import { instantOfLocal, localDateTime, wallClock } from "@/lib/core/zoned";
import { IdChecks } from "./id-checks";
import type { SettingsValues } from "./settings-values";

const EXAMPLE = shownDateTime("2026-12-01T14:00");

const toLocal = (instant: string, zone: string) =>
  instant && !Number.isNaN(Date.parse(instant)) ? localDateTime(wallClock(instant, zone)) : "";

const toInstant = (local: string, zone: string) => {
  const ms = instantOfLocal(local, zone);
  return Number.isNaN(ms) ? "" : new Date(ms).toISOString();
};

/** Which sentence the schema's message reads as under a date-time field. */
const dateTimeMessage = (message: string | undefined) =>
  !message ? undefined : /after start/.test(message) ? "afterFrom" : "dateTimeError";

type Props = {
  form: UseFormReturn<SettingsValues>;
  /** The zone the facility was saved with, which the dates are typed in. */
  zone: string;
  error: (path: string) => string | undefined;
};

export function DockClosures({ form, zone, error }: Props) {
  const t = useTranslations("settings.dockClosures");
  const closures = useFieldArray({ control: form.control, name: "dock_closures", keyName: "key" });
  const docks = useWatch({ control: form.control, name: "docks" })
    .filter((d) => d.id)
    .map((d) => ({ id: d.id, label: d.name }));
  const when = (i: number, end: "start" | "end", label: string) => {
    const id = `s-closure-${end}-${i}`;
    const code = dateTimeMessage(error(`dock_closures.${i}.${end}`));
    const message = code && t(code, { example: EXAMPLE });
    return (
      <Field id={id} label={label} error={message}>
        <Controller
          control={form.control}
          name={`dock_closures.${i}.${end}`}
          render={({ field }) => (
            <DateTimeInput
              id={id}
              name={field.name}
              value={toLocal(field.value, zone)}
              onCommit={(local) => field.onChange(toInstant(local, zone))}
              invalid={!!message}
              className="w-full sm:w-48"
            />
          )}
        />
      </Field>
    );
  };
  return (
    <>
      <p className="-mt-2 text-sm text-slate-600">{t("intro", { zone })}</p>
      {closures.fields.map((c, i) => (
        <RowGroup
          key={c.key}
          label={t("closureN", { n: i + 1 })}
          removeLabel={t("removeLabel", { n: i + 1 })}
          onRemove={() => closures.remove(i)}
        >
          <div className="grid gap-3 sm:grid-cols-[auto_auto_1fr]">
            {when(i, "start", t("from"))}
            {when(i, "end", t("to"))}
            <Field
              id={`s-closure-reason-${i}`}
              label={t("reason")}
              optional
              error={error(`dock_closures.${i}.reason`)}
            >
              <Input id={`s-closure-reason-${i}`} {...form.register(`dock_closures.${i}.reason`)} />
            </Field>
          </div>
          <IdChecks
            form={form}
            name={`dock_closures.${i}.dock_ids`}
            id={`s-closure-docks-${i}`}
            legend={t("docks")}
            allLabel={t("allDocks")}
            options={docks}
            error={error(`dock_closures.${i}.dock_ids`)}
          />
        </RowGroup>
      ))}
      <AddRow
        onClick={() =>
          closures.append({
            id: undefined as unknown as string,
            dock_ids: [],
            start: "",
            end: "",
            reason: "",
          })
        }
      >
        {t("add")}
      </AddRow>
    </>
  );
}
