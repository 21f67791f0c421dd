"use client";
// How much is coming: asked with what it is and before the open times, since at
// facilities that give time per unit the quantity sets how long a slot must be.
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { Field, describedBy } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import type { BookingFormOutput, BookingFormValues } from "@/lib/appointments/booking-form-schema";
import { UNITS } from "@/lib/core/vocabulary";
import { dispatcherMessage } from "./messages";

export function QuantityFields({
  form,
}: {
  form: UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;
}) {
  const t = useTranslations("booking");
  const common = useTranslations("common");
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <Field
        id="quantity"
        label={t("quantity.quantity")}
        error={dispatcherMessage("quantity", errors.quantity, t)}
      >
        <Input
          id="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...describedBy("quantity", { error: !!errors.quantity })}
          {...register("quantity", { valueAsNumber: true })}
        />
      </Field>
      <Field id="units" label={t("quantity.units")} error={dispatcherMessage("units", errors.units, t)}>
        <Select id="units" {...register("units")}>
          <Options values={UNITS} word={(u) => common(`unitName.${u}`)} />
        </Select>
      </Field>
    </div>
  );
}
