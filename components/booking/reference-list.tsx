"use client";
import { useTranslations } from "next-intl";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { BookingFormValues } from "@/lib/appointments/booking-form-schema";
import { ListRow } from "./list-row";
import { dispatcherMessage } from "./messages";

type Props = {
  control: Control<BookingFormValues, unknown, unknown>;
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
};

/** PO and reference numbers: at least one, add and remove lines. */
export function ReferenceList({ control, register, errors }: Props) {
  const t = useTranslations("booking");
  const { fields, append, remove } = useFieldArray({ control, name: "order_info" });
  const listError = dispatcherMessage(
    "order_info",
    errors.order_info?.type ? errors.order_info : errors.order_info?.root,
    t,
  );
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={listError ? "order_info-error" : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{t("referenceList.legend")}</legend>
      <p className="-mt-1 mb-1 text-sm text-slate-600" id="order_info-hint">
        {t("referenceList.hint")}
      </p>
      {fields.map((field, i) => {
        const id = `order_info.${i}.reference_id`;
        const given = errors.order_info?.[i]?.reference_id;
        // The facility's reference check speaks for itself; the form's own checks get the dispatcher's words.
        const error = given?.type === "server" ? given.message : dispatcherMessage(id, given, t);
        return (
          <ListRow
            key={field.id}
            id={id}
            label={t("referenceList.reference", { number: i + 1 })}
            removeLabel={t("referenceList.remove", { number: i + 1 })}
            error={error}
            onRemove={() => remove(i)}
            removeDisabled={fields.length === 1}
          >
            <Input
              id={id}
              placeholder={i === 0 ? t("referenceList.placeholder") : undefined}
              autoComplete="off"
              {...describedBy(id, { error: !!error })}
              {...register(`order_info.${i}.reference_id`)}
            />
          </ListRow>
        );
      })}
      <p
        id="order_info-error"
        className={listError ? "text-sm font-medium text-red-700" : "sr-only"}
        aria-live="polite"
      >
        {listError}
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append({ reference_id: "" }, { shouldFocus: true })}
          disabled={fields.length >= 100}
        >
          {t("referenceList.add")}
        </Button>
      </div>
    </fieldset>
  );
}
