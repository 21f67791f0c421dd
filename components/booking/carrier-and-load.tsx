"use client";
// The second half of the booking form: who brings the load (with the driver's phone
// and their consent to texts), and its references and notes (what and how much are
// asked with the time, in WhatAndWhen).
import { useTranslations } from "next-intl";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { DriverConsent } from "@/components/shared/driver-consent";
import { Field, describedBy } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Section } from "@/components/ui/section";
import type { BookingFormOutput, BookingFormValues } from "@/lib/appointments/booking-form-schema";
import { EmailList } from "./email-list";
import { dispatcherMessage, type FormFieldError } from "./messages";
import { ReferenceList } from "./reference-list";

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
          <Field id="carrier" label={t("carrierAndLoad.carrier")} error={err("carrier", errors.carrier)}>
            <Input
              id="carrier"
              autoComplete="organization"
              {...describedBy("carrier", { error: !!errors.carrier })}
              {...register("carrier")}
            />
          </Field>
          <Field
            id="carrier_phone"
            label={t("carrierAndLoad.phone")}
            hint={t("carrierAndLoad.phoneHint")}
            error={err("carrier_phone", errors.carrier_phone)}
          >
            <Input
              id="carrier_phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...describedBy("carrier_phone", { hint: true, error: !!errors.carrier_phone })}
              {...register("carrier_phone")}
            />
          </Field>
          <Field
            id="carrier_driver"
            label={t("carrierAndLoad.driver")}
            optional
            error={err("carrier_driver", errors.carrier_driver)}
          >
            <Input
              id="carrier_driver"
              autoComplete="off"
              {...describedBy("carrier_driver", { error: !!errors.carrier_driver })}
              {...register("carrier_driver")}
            />
          </Field>
          <Field
            id="carrier_driver_phone"
            label={t("carrierAndLoad.driverPhone")}
            optional
            error={err("carrier_driver_phone", errors.carrier_driver_phone)}
          >
            <Input
              id="carrier_driver_phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              {...describedBy("carrier_driver_phone", { error: !!errors.carrier_driver_phone })}
              {...register("carrier_driver_phone")}
            />
          </Field>
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
