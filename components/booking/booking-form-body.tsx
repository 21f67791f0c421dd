"use client";
// The booking form under the facility (chosen in BookingForm, which loads this
// later): what and when (what-and-when), who and what (carrier-and-load), then one
// request_facility_appointment call. A refused time sends the dispatcher back to
// the open times with the rest kept.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useForm, useWatch } from "react-hook-form";
import { formPath } from "@/components/shared/form-path";
import { lazyResolver } from "@/components/shared/lazy-resolver";
import { OverrideBox, referenceRefusal, ruleRefusal, type Refusal } from "@/components/shared/override-box";
import { refusalWords } from "@/components/ui/error-words";
import { availabilityKey, myAppointmentsKey } from "@/components/shared/query-keys";
import { isReferenceRefusal, submitProblem, type SubmitProblem } from "@/components/shared/submit-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFocusFirstError } from "@/components/ui/focus-first-error";
import { OperationError, callOperation } from "@/lib/api/client";
import type { BookingFormOutput, BookingFormValues } from "@/lib/appointments/booking-form-schema";
import type { BookableFacility } from "@/lib/facilities/search-schema";
import { CarrierAndLoad } from "./carrier-and-load";
import { CustomFieldInputs } from "@/components/shared/custom-field-inputs";
import { Section } from "@/components/ui/section";
import { useBookingQuestions } from "@/components/shared/use-booking-questions";
import { WhatAndWhen, clearSlot } from "./what-and-when";

// Loaded once needed, not with the page: validation on the form's first focus, the
// chosen time's words (luxon) once there is a time.
const resolver = lazyResolver(() => import("./booking-resolver").then((m) => m.bookingResolver));
const ChosenTime = dynamic(() => import("./chosen-time").then((m) => m.ChosenTime), {
  // A loading stand-in gives it a Suspense boundary of its own: without one, its first render
  // would suspend up to BookingForm's, which swaps the whole form (and the focus in it) for a skeleton.
  loading: () => null,
});

export type BookingFormBodyProps = {
  defaults: { carrier: string; email: string };
  /** The facility chosen above the form, or none yet. */
  facility: BookableFacility | null;
  /** Told on a submit without a facility, before validation: the search is marked before focus moves. */
  onFacilityMissing: () => void;
  /** This form and the facility search above it: after a failed submit, the first error in it gets focus. */
  scope: RefObject<HTMLElement | null>;
  /** Staff and admins: they may book past the facility's rules and its reference check, with a reason. */
  staff?: boolean;
};

export function BookingFormBody({
  defaults,
  facility,
  onFacilityMissing,
  scope,
  staff = false,
}: BookingFormBodyProps) {
  const t = useTranslations("booking.form");
  const errorWords = useTranslations("errors");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  // What the server refused (a rule for the chosen time, or a reference), while staff decide whether to book past it.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const slotSection = useRef<HTMLDivElement>(null);
  // One key per booking attempt: a retry after a lost response cannot book twice.
  const idempotencyKey = useRef<string>(crypto.randomUUID());

  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver,
    mode: "onTouched",
    // The first error in reading order gets focus (the facility, which is no registered field), not the first registered.
    shouldFocusError: false,
    defaultValues: {
      type: "Inbound",
      carrier: defaults.carrier,
      carrier_phone: "",
      carrier_emails: defaults.email ? [defaults.email] : [],
      carrier_driver: "",
      carrier_driver_phone: "",
      driver_sms_consent: false,
      order_info: [{ reference_id: "" }],
      units: "Pallets",
      carrier_notes: "",
    },
  });
  const { control, handleSubmit, setError, setValue, getValues, setFocus, formState } = form;
  const { errors } = formState;
  useFocusFirstError(scope, formState);
  const [start, end, loadTypeIds] = useWatch({
    control,
    name: ["scheduled_start_time", "scheduled_end_time", "load_type_ids"],
  });
  // The facility's own questions for this caller, for the load chosen.
  const questions = useBookingQuestions(facility?.id, loadTypeIds ?? undefined);
  const formRef = useRef<HTMLFormElement>(null);

  const book = useMutation({
    mutationFn: ({ override_reason, ...body }: BookingFormOutput & { override_reason?: string }) =>
      callOperation(
        "request_facility_appointment",
        {
          ...body,
          carrier_driver: body.carrier_driver || undefined,
          // A box ticked before the number was taken away says nothing.
          driver_sms_consent: Boolean(body.carrier_driver_phone) && body.driver_sms_consent === true,
          carrier_notes: body.carrier_notes || undefined,
          custom_fields: questions.answersIn(formRef.current),
          override_reason,
        },
        { headers: { "Idempotency-Key": idempotencyKey.current } },
      ),
    onSuccess: async (appointment) => {
      await queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
      router.push(`/appointments/${appointment.id}?booked=1`);
    },
    onError: async (e) => {
      // The server answered, so this attempt is over; a changed form is a new booking.
      if (e instanceof OperationError && e.status > 0) idempotencyKey.current = crypto.randomUUID();
      const rule = staff ? ruleRefusal(e) : null;
      if (rule) {
        setProblem(null);
        setRefusal(rule);
        return;
      }
      // A refused reference stays marked at its field; staff get the box to book past it instead of the alert.
      const reference = staff ? referenceRefusal(e) : null;
      setRefusal(reference);
      const p = submitProblem(e, errorWords);
      setProblem(reference ? null : p);
      questions.refused(e);
      if (e instanceof OperationError && (e.status === 400 || isReferenceRefusal(e))) {
        for (const d of e.details)
          // The questions are no fields of the form's schema: their messages are shown by CustomFieldInputs.
          if (d.field && !d.field.startsWith("custom_fields."))
            setError(formPath<BookingFormValues>(d.field), {
              // The facility's own words about a reference are shown as they are (reference-list.tsx).
              type: isReferenceRefusal(e) ? "server" : d.reason,
              message: isReferenceRefusal(e) ? (refusalWords(d, errorWords) ?? "") : d.reason,
            });
      }
      if (p.where === "slot" && facility) {
        clearSlot(form);
        await queryClient.invalidateQueries({ queryKey: availabilityKey(facility.id) });
        slotSection.current?.scrollIntoView({ behavior: "smooth", block: "start" });
        slotSection.current?.focus({ preventScroll: true });
      }
    },
  });

  // The facility is chosen above, before this form may have loaded: its load types and open times follow it.
  useEffect(() => {
    setValue("facility_id", facility?.id as string, { shouldValidate: !!facility });
    const type = getValues("type");
    const matching = facility?.load_types.filter((l) => l.directions.includes(type)) ?? [];
    setValue("load_type_ids", matching.length === 1 ? [matching[0].id] : undefined);
    clearSlot(form);
  }, [facility, form, getValues, setValue]);

  const submit = handleSubmit((values) => {
    setProblem(null);
    setRefusal(null);
    book.mutate(values);
  });
  const bookAnyway = (reason: string) =>
    void handleSubmit((values) => book.mutate({ ...values, override_reason: reason }))();
  const slotChosen = useCallback(() => {
    setProblem(null);
    setRefusal(null);
  }, []);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!facility) onFacilityMissing();
    return submit(e);
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="flex flex-col gap-6"
    >
      <WhatAndWhen
        form={form}
        facility={facility}
        slotProblem={problem?.where === "slot" ? problem : null}
        onSlotChosen={slotChosen}
        slotSection={slotSection}
        staff={staff}
      />
      <CarrierAndLoad form={form} />
      {questions.fields.length > 0 && (
        <Section step={5} title={t("facilityAsks")} className="flex flex-col gap-4">
          <CustomFieldInputs fields={questions.fields} errors={questions.problems} idPrefix="book-cf" />
        </Section>
      )}

      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="text-sm" aria-live="polite">
          {facility && start && end ? (
            <>
              <p className="font-semibold text-slate-900">{facility.name}</p>
              <ChosenTime start={start} end={end} zone={facility.time_zone} />
              {!facility.instant_booking && <p className="mt-1 text-slate-600">{t("confirmsRequests")}</p>}
            </>
          ) : (
            <p className="text-slate-600">{t("chooseToBook")}</p>
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          loading={book.isPending}
          loadingText={facility && !facility.instant_booking ? t("sendingRequest") : t("booking")}
        >
          {facility && !facility.instant_booking ? t("requestAppointment") : t("bookAppointment")}
        </Button>
      </Card>
      {formState.submitCount > 0 && Object.keys(errors).length > 0 && !problem && !refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("needsFix")}
        </p>
      )}
      {refusal && (
        <OverrideBox
          refusal={refusal}
          pending={book.isPending}
          action={t("bookAnyway")}
          pendingText={t("booking")}
          onConfirm={bookAnyway}
          onCancel={() => {
            setRefusal(null);
            if (refusal.kind !== "rule")
              return setFocus(formPath<BookingFormValues>(refusal.field ?? "order_info[0].reference_id"));
            clearSlot(form);
            slotSection.current?.scrollIntoView({ behavior: "smooth", block: "start" });
            slotSection.current?.focus({ preventScroll: true });
          }}
        />
      )}
      {problem?.where === "form" && (
        <Alert tone="error" title={problem.title}>
          {problem.body}
        </Alert>
      )}
    </form>
  );
}
