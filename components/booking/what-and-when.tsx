"use client";
// Step 2 of the booking form, for the facility chosen in step 1: which way the
// load goes, what it is, and when. A change of facility (see BookingFormBody),
// direction or load type drops the chosen time: its open times differ.
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useState, type RefObject } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { DayReason } from "@/components/shared/closed-periods";
import type { Slot } from "@/components/shared/slot-picker";
import type { SubmitProblem } from "@/components/shared/submit-errors";
import { Alert } from "@/components/ui/alert";
import { Field, describedBy } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { Section } from "@/components/ui/section";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/ui/use-debounced";
import type { BookingFormOutput, BookingFormValues } from "@/lib/appointments/booking-form-schema";
import type { BookableFacility } from "@/lib/facilities/search-schema";
import { facilityWord } from "@/lib/i18n/facility-words";
import { FieldError } from "./field-error";
import { dispatcherMessage, type FormFieldError } from "./messages";
import { QuantityFields } from "./quantity-fields";

// The open times (and luxon with them) load once a facility is chosen, not with the page.
const SlotPicker = dynamic(() => import("@/components/shared/slot-picker").then((m) => m.SlotPicker), {
  loading: () => <Skeleton className="h-48 w-full" />,
});

// Facilities without load types still need a length for the slot search.
const DEFAULT_DURATION_MINUTES = 60;

type BookingFormApi = UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;

export function clearSlot({ setValue }: BookingFormApi) {
  setValue("scheduled_start_time", undefined as unknown as string);
  setValue("scheduled_end_time", undefined as unknown as string);
}

type Props = {
  form: BookingFormApi;
  facility: BookableFacility | null;
  /** Why the last chosen time was refused, said above the open times. */
  slotProblem: SubmitProblem | null;
  onSlotChosen: () => void;
  /** Scrolled to and focused when a time is refused. */
  slotSection: RefObject<HTMLDivElement | null>;
  /** Staff: the times a rule keeps closed may be chosen, to book past it with a reason. */
  staff?: boolean;
};

// The API's bounds for a quantity: anything else is not sent to the slot search.
const usableQuantity = (q: unknown) =>
  typeof q === "number" && Number.isInteger(q) && q >= 1 && q <= 100_000 ? q : undefined;

export function WhatAndWhen({ form, facility, slotProblem, onSlotChosen, slotSection, staff }: Props) {
  const t = useTranslations("booking");
  const locale = useLocale();
  const common = useTranslations("common");
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const [type, loadTypeIds, start, end, quantity] = useWatch({
    control,
    name: ["type", "load_type_ids", "scheduled_start_time", "scheduled_end_time", "quantity"],
  });
  // The slot search follows the quantity once typing stops, not at every keystroke.
  const settledQuantity = useDebounced(usableQuantity(quantity), 400);
  const [pastRule, setPastRule] = useState<string | null>(null);
  const loadTypeId = loadTypeIds?.[0];
  const loadTypes = facility?.load_types.filter((l) => l.directions.includes(type)) ?? [];
  const needsLoadType = loadTypes.length > 0 && !loadTypes.some((l) => l.id === loadTypeId);

  const chooseSlot = useCallback(
    (slot: Slot | null, rule?: DayReason) => {
      setValue("scheduled_start_time", slot?.start_time as string, { shouldValidate: !!slot });
      setValue("scheduled_end_time", slot?.end_time as string, { shouldValidate: !!slot });
      setPastRule(slot && rule ? rule.what : null);
      if (slot) onSlotChosen();
    },
    [setValue, onSlotChosen],
  );
  const err = (path: string, error: FormFieldError) => dispatcherMessage(path, error, t);

  return (
    <Section
      step={2}
      title={t("form.whatAndWhen")}
      note={facility ? undefined : t("form.chooseFacilityFirst")}
    >
      {facility && (
        <div className="flex flex-col gap-5">
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t("whatAndWhen.appointment")}
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:max-w-md">
              {(["Inbound", "Outbound"] as const).map((dir) => (
                <label
                  key={dir}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                >
                  <input
                    type="radio"
                    value={dir}
                    className="size-4 accent-brand-600"
                    {...register("type", {
                      onChange: () => {
                        setValue("load_type_ids", undefined);
                        clearSlot(form);
                      },
                    })}
                  />
                  <span className="text-sm">
                    <span className="block font-medium">{common(`directionVerb.${dir}`)}</span>
                    <span className="block text-slate-600">{common(`direction.${dir}`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          {loadTypes.length > 0 && (
            <Field
              id="load_type"
              label={t("whatAndWhen.loadTypeLabel")}
              error={err("load_type_ids", errors.load_type_ids)}
              className="sm:max-w-md"
            >
              <Select
                id="load_type"
                value={loadTypeId ?? ""}
                onChange={(e) => {
                  setValue("load_type_ids", e.target.value ? [e.target.value] : undefined);
                  clearSlot(form);
                }}
                {...describedBy("load_type", { error: !!errors.load_type_ids })}
              >
                <option value="">{t("whatAndWhen.chooseLoadType")}</option>
                {loadTypes.map((l) => (
                  <option key={l.id} value={l.id}>
                    {t("whatAndWhen.loadTypeOption", {
                      name: facilityWord(l.name, l.name_translations, locale),
                      minutes: l.duration_minutes,
                    })}
                  </option>
                ))}
              </Select>
            </Field>
          )}

          <QuantityFields form={form} />

          <div ref={slotSection} tabIndex={-1} className="flex scroll-mt-4 flex-col gap-3 outline-none">
            {slotProblem && (
              <Alert tone="warning" title={slotProblem.title}>
                {slotProblem.body}
              </Alert>
            )}
            {needsLoadType ? (
              <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
                {t("whatAndWhen.chooseLoadTypeForTimes")}
              </p>
            ) : (
              <SlotPicker
                key={`${facility.id}-${type}-${loadTypeId ?? ""}`}
                facilityId={facility.id}
                timeZone={facility.time_zone}
                type={type}
                loadTypeId={loadTypeId}
                quantity={settledQuantity}
                durationMinutes={loadTypeId ? undefined : DEFAULT_DURATION_MINUTES}
                selectedStart={start}
                selectedEnd={end}
                onSelect={chooseSlot}
                lengthNote={!!loadTypeId}
                pastRules={staff}
                error={err("scheduled_start_time", errors.scheduled_start_time)}
              />
            )}
            {pastRule && start && (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
                {t("whatAndWhen.pastRule", { rule: pastRule })}
              </p>
            )}
          </div>
        </div>
      )}
      {!facility && <QuantityFields form={form} />}
      <FieldError
        id="scheduled_start_time"
        message={facility ? err("scheduled_start_time", errors.scheduled_start_time) : undefined}
      />
    </Section>
  );
}
