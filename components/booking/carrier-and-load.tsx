"use client";
// The second half of the booking form: who brings the load (with the driver's phone
// and their consent to texts), and its references and notes (what and how much are
// asked with the time, in WhatAndWhen).
import { useTranslations } from "next-intl";
import type { InputHTMLAttributes } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { DriverConsent } from "@/components/shared/driver-consent";
import { Field, describedBy } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { InputField } from "@/components/ui/input-field";
import { Section } from "@/components/ui/section";
import type { BookingFormOutput, BookingFormValues } from "@/lib/appointments/booking-form-schema";
import { EmailList } from "./email-list";
import { dispatcherMessage, type FormFieldError } from "./messages";
import { ReferenceList } from "./reference-list";

// Who brings the load: each field by its name in the form, its words' keys under carrierAndLoad.
const WHO: ({
  name: "carrier" | "carrier_phone" | "carrier_driver" | "carrier_driver_phone";
  label: string;
  hint?: string;
  optional?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode">)[] = [
  { name: "carrier", label: "carrier", autoComplete: "organization" },
  {
    name: "carrier_phone",
    label: "phone",
    hint: "phoneHint",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
  },
  { name: "carrier_driver", label: "driver", optional: true, autoComplete: "off" },
  {
    name: "carrier_driver_phone",
    label: "driverPhone",
    optional: true,
    type: "tel",
    inputMode: "tel",
    autoComplete: "off",
  },
];

export function CarrierAndLoad({
  form,
}: {
  form: UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;
}) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const t = useTranslations("booking");
  const err = (path: string, error: FormFieldError) => dispatcherMessage(path, error, t);
  const hasPhone = Boolean(useWatch({ control, name: "carrier_driver_phone" })?.trim());
  return (
    <>
      <Section step={3} title={t("form.carrierAndDriver")}>
        <div className="grid gap-5 sm:grid-cols-2">
          {WHO.map(({ name, label, hint, optional, ...control }) => (
            <InputField
              key={name}
              id={name}
              label={t(`carrierAndLoad.${label}`)}
              hint={hint && t(`carrierAndLoad.${hint}`)}
              optional={optional}
              error={err(name, errors[name])}
              input={register(name)}
              {...control}
            />
          ))}
        </div>
        <div className="mt-4">
          <DriverConsent id="driver_sms_consent" hasPhone={hasPhone} {...register("driver_sms_consent")} />
        </div>
        <div className="mt-5">
          <Controller
            control={control}
            name="carrier_emails"
            render={({ field }) => (
              <EmailList
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errors={errors.carrier_emails as ({ message?: string } | undefined)[] | undefined}
              />
            )}
          />
        </div>
      </Section>

      <Section step={4} title={t("form.theLoad")}>
        <div className="flex flex-col gap-5">
          <ReferenceList control={control} register={register} errors={errors} />
          <Field
            id="carrier_notes"
            label={t("carrierAndLoad.notes")}
            optional
            hint={t("carrierAndLoad.notesHint")}
            error={err("carrier_notes", errors.carrier_notes)}
          >
            <Textarea
              id="carrier_notes"
              rows={3}
              {...describedBy("carrier_notes", { hint: true, error: !!errors.carrier_notes })}
              {...register("carrier_notes")}
            />
          </Field>
        </div>
      </Section>
    </>
  );
}
