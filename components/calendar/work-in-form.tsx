"use client";
// A truck at the gate without an appointment: recorded as Arrived now, on a
// free dock when there is one, even when there is none. A reference the
// facility's check refuses may be recorded anyway, with a reason. The driver's phone, when staff take it, is
// texted about the visit only if the driver says yes to the box beside it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { appointmentsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { APPOINTMENT_TYPES } from "@/lib/core/vocabulary";
import { Options } from "@/components/ui/options";
import { OperationError, callOperation } from "@/lib/api/client";
import { OverrideBox, referenceRefusal, type Refusal } from "@/components/shared/override-box";
import { refusalWords } from "@/components/ui/error-words";
import { useErrorWords } from "@/components/ui/use-error-words";
import type { FacilityAppointment } from "@/lib/record/schema";
import { CustomFieldInputs } from "@/components/shared/custom-field-inputs";
import { useBookingQuestions } from "@/components/shared/use-booking-questions";
import { DriverConsent } from "@/components/shared/driver-consent";

const form = z.object({
  type: z.enum(["Inbound", "Outbound"]),
  carrier: z.string().trim().min(1, { error: "carrier" }).max(200, { error: "carrierTooLong" }),
  reference: z.string().trim().max(100),
  trailer_number: z.string().trim().max(50),
  // Checked by the server against the facility's country; its refusal is shown at the field.
  carrier_driver_phone: z.string().trim().max(40, { error: "phone" }),
  driver_sms_consent: z.boolean(),
  duration_minutes: z
    .number({ error: "minutes" })
    .int({ error: "minutes" })
    .min(5, { error: "atLeast" })
    .max(1440, { error: "atMost" }),
});
type Values = z.infer<typeof form>;

// The form's own messages above are the keys of their words in calendar.workIn.errors.
const KEYS = new Set(["carrier", "carrierTooLong", "minutes", "atLeast", "atMost", "phone"]);

export function WorkInForm({
  facilityId,
  onDone,
  onCancel,
}: {
  facilityId: string;
  onDone: (a: FacilityAppointment) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const t = useTranslations("calendar.workIn");
  const errorWords = useTranslations("errors");
  const failure = useErrorWords();
  // A refused reference, while staff decide whether to record it anyway.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The facility's own words at the field, as carriers see them at theirs.
  const referenceError = refusal ? (refusalWords(refusal.detail, errorWords) ?? undefined) : undefined;
  const problem = (m?: string) => (m ? t(`errors.${KEYS.has(m) ? m : "other"}`) : undefined);
  // A work-in names no load type: the questions asked of every load.
  const questions = useBookingQuestions(facilityId);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, setFocus, setError, control } = useForm<Values>({
    resolver: zodResolver(form),
    mode: "onTouched",
    defaultValues: {
      type: "Inbound",
      carrier: "",
      reference: "",
      trailer_number: "",
      carrier_driver_phone: "",
      driver_sms_consent: false,
      duration_minutes: 60,
    },
  });
  const hasPhone = Boolean(useWatch({ control, name: "carrier_driver_phone" })?.trim());
  const create = useMutation({
    mutationFn: ({ override_reason, ...v }: Values & { override_reason?: string }) =>
      callOperation("create_work_in", {
        facility_id: facilityId,
        type: v.type,
        carrier: v.carrier,
        duration_minutes: v.duration_minutes,
        trailer_number: v.trailer_number || undefined,
        carrier_driver_phone: v.carrier_driver_phone || undefined,
        // A box ticked before the number was taken away says nothing.
        driver_sms_consent: Boolean(v.carrier_driver_phone) && v.driver_sms_consent,
        order_info: v.reference ? [{ reference_id: v.reference }] : undefined,
        custom_fields: questions.answersIn(formRef.current),
        override_reason,
      }),
    onMutate: () => setRefusal(null),
    onError: (e) => {
      questions.refused(e);
      if (e instanceof OperationError && e.details.some((d) => d.field === "carrier_driver_phone"))
        setError("carrier_driver_phone", { message: "phone" });
      setRefusal(referenceRefusal(e));
    },
    onSuccess: async (a) => {
      await client.invalidateQueries({ queryKey: appointmentsKey(facilityId) });
      onDone(a);
    },
  });
  const e = formState.errors;
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit((v) => create.mutate(v))}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby="work-in-title"
      noValidate
    >
      <h2 id="work-in-title" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      {create.error && !refusal && (
        <Alert tone="error" title={t("failed")}>
          {/* The questions' refusals are shown at each question. */}
          {create.error instanceof OperationError && create.error.status === 400
            ? errorWords("submit.invalidBody")
            : failure(create.error)}
        </Alert>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field id="work-in-type" label={t("type")}>
          <Select id="work-in-type" {...register("type")}>
            <Options values={APPOINTMENT_TYPES} word={(d) => t(d === "Inbound" ? "inbound" : "outbound")} />
          </Select>
        </Field>
        <Field id="work-in-duration" label={t("minutes")} error={problem(e.duration_minutes?.message)}>
          <Input
            id="work-in-duration"
            type="number"
            min={5}
            max={1440}
            {...register("duration_minutes", { valueAsNumber: true })}
            {...describedBy("work-in-duration", { error: !!e.duration_minutes })}
          />
        </Field>
        <Field
          id="work-in-carrier"
          label={t("carrier")}
          error={problem(e.carrier?.message)}
          className="col-span-2"
        >
          <Input
            id="work-in-carrier"
            autoComplete="organization"
            {...register("carrier")}
            {...describedBy("work-in-carrier", { error: !!e.carrier })}
          />
        </Field>
        <Field id="work-in-reference" label={t("reference")} optional error={referenceError}>
          <Input
            id="work-in-reference"
            {...register("reference")}
            {...describedBy("work-in-reference", { error: !!referenceError })}
          />
        </Field>
        <Field id="work-in-trailer" label={t("trailer")} optional>
          <Input id="work-in-trailer" {...register("trailer_number")} />
        </Field>
        <Field
          id="work-in-driver-phone"
          label={t("driverPhone")}
          optional
          error={problem(e.carrier_driver_phone?.message)}
          className="col-span-2"
        >
          <Input
            id="work-in-driver-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...register("carrier_driver_phone")}
            {...describedBy("work-in-driver-phone", { error: !!e.carrier_driver_phone })}
          />
        </Field>
      </div>
      <DriverConsent id="work-in-sms-consent" hasPhone={hasPhone} {...register("driver_sms_consent")} />
      <CustomFieldInputs fields={questions.fields} errors={questions.problems} idPrefix="work-in-cf" />
      {refusal && (
        <OverrideBox
          refusal={refusal}
          pending={create.isPending}
          action={t("recordAnyway")}
          pendingText={t("recording")}
          onConfirm={(reason) => void handleSubmit((v) => create.mutate({ ...v, override_reason: reason }))()}
          onCancel={() => {
            setRefusal(null);
            setFocus("reference");
          }}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={create.isPending} loadingText={t("recording")}>
          {t("submit")}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
