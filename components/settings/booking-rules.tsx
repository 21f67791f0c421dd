"use client";
// The rules that decide what can be booked: instant booking, who may book, the
// slot step, buffer, notice, horizon and the carriers' cut-off; and the
// free time and on-time tolerance the yard view and reports measure against.
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import { SLOT_STEPS } from "@/lib/facilities/settings-schema";
import type { SettingsValues } from "./settings-values";

type Errors =
  | "buffer_minutes"
  | "min_notice_minutes"
  | "horizon_days"
  | "cancel_cutoff_minutes"
  | "free_time_minutes"
  | "on_time_tolerance_minutes";

export function BookingRules({
  form,
  error,
}: {
  form: UseFormReturn<SettingsValues>;
  error: (path: Errors) => string | undefined;
}) {
  const t = useTranslations("settings.bookingRules");
  const { register } = form;
  const num = { valueAsNumber: true } as const;
  const err = (path: Errors) => ({ message: error(path) });
  return (
    <>
      <div className="flex flex-col gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" {...register("instant_booking")} />
          {t("instant")}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" {...register("accepts_carrier_bookings")} />
          {t("carriersBook")}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="s-step" label={t("step")}>
          <Select id="s-step" {...register("slot_step_minutes", num)}>
            <Options values={SLOT_STEPS} word={(s) => t("stepMinutes", { count: s })} />
          </Select>
        </Field>
        <Field id="s-buffer" label={t("buffer")} error={err("buffer_minutes")?.message}>
          <Input id="s-buffer" type="number" min={0} max={240} {...register("buffer_minutes", num)} />
        </Field>
        <Field id="s-notice" label={t("notice")} error={err("min_notice_minutes")?.message}>
          <Input id="s-notice" type="number" min={0} {...register("min_notice_minutes", num)} />
        </Field>
        <Field id="s-horizon" label={t("horizon")} error={err("horizon_days")?.message}>
          <Input id="s-horizon" type="number" min={1} max={730} {...register("horizon_days", num)} />
        </Field>
        <Field id="s-cutoff" label={t("cutoff")} error={err("cancel_cutoff_minutes")?.message}>
          <Input id="s-cutoff" type="number" min={0} {...register("cancel_cutoff_minutes", num)} />
        </Field>
        <Field
          id="s-free-time"
          label={t("freeTime")}
          hint={t("freeTimeHint")}
          error={err("free_time_minutes")?.message}
        >
          <Input id="s-free-time" type="number" min={0} max={1440} {...register("free_time_minutes", num)} />
        </Field>
        <Field
          id="s-tolerance"
          label={t("tolerance")}
          hint={t("toleranceHint")}
          error={err("on_time_tolerance_minutes")?.message}
        >
          <Input
            id="s-tolerance"
            type="number"
            min={0}
            max={240}
            {...register("on_time_tolerance_minutes", num)}
          />
        </Field>
      </div>
    </>
  );
}
