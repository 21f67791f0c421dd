"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, describedBy } from "@/components/ui/field";
import { useFocusFirstError } from "@/components/ui/focus-first-error";
import { Input, Select, Textarea } from "@/components/ui/input";
import { OperationError, callOperation } from "@/lib/api/client";
import {
  bookingFormSchema,
  type BookingFormOutput,
  type BookingFormValues,
} from "@/lib/appointments/booking-form-schema";

import { UNITS } from "@/lib/core/vocabulary";
import type { BookableFacility } from "@/lib/facilities/search-schema";
import { localRange } from "@/lib/core/time";
import { EmailList } from "./email-list";
import { FacilityPicker } from "./facility-picker";
import { dispatcherMessage, formPath } from "./messages";
import { ReferenceList } from "./reference-list";
import { SlotPicker, availabilityKey, type Slot } from "./slot-picker";
import { submitProblem, type SubmitProblem } from "./submit-errors";
import { myAppointmentsKey } from "@/components/appointments/keys";

// Facilities without load types still need a length for the slot search.
const DEFAULT_DURATION_MINUTES = 60;

type Props = { defaults: { carrier: string; email: string } };

export function BookingForm({ defaults }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [facility, setFacility] = useState<BookableFacility | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const slotSection = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // One key per booking attempt: a retry after a lost response cannot book twice.
  const idempotencyKey = useRef<string>(crypto.randomUUID());

  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver: zodResolver(bookingFormSchema),
    mode: "onTouched",
    // The first error in reading order gets focus (the facility, which is no registered field), not the first registered.
    shouldFocusError: false,
    defaultValues: {
      type: "Inbound",
      carrier: defaults.carrier,
      carrier_phone: "",
      carrier_emails: defaults.email ? [defaults.email] : [],
      carrier_driver: "",
      order_info: [{ reference_id: "" }],
      units: "Pallets",
      carrier_notes: "",
    },
  });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const { errors } = formState;
  useFocusFirstError(formRef, formState);
  const [type, loadTypeIds, start, end] = useWatch({
    control,
    name: ["type", "load_type_ids", "scheduled_start_time", "scheduled_end_time"],
  });
  const loadTypeId = loadTypeIds?.[0];
  const loadTypes = facility?.load_types.filter((l) => l.directions.includes(type)) ?? [];
  const needsLoadType = loadTypes.length > 0 && !loadTypes.some((l) => l.id === loadTypeId);

  const clearSlot = () => {
    setValue("scheduled_start_time", undefined as unknown as string);
    setValue("scheduled_end_time", undefined as unknown as string);
  };
  const chooseSlot = (slot: Slot | null) => {
    setValue("scheduled_start_time", slot?.start_time as string, { shouldValidate: !!slot });
    setValue("scheduled_end_time", slot?.end_time as string, { shouldValidate: !!slot });
    if (slot) setProblem(null);
  };
  const chooseFacility = (f: BookableFacility | null) => {
    setFacility(f);
    setValue("facility_id", f?.id as string, { shouldValidate: !!f });
    const matching = f?.load_types.filter((l) => l.directions.includes(type)) ?? [];
    setValue("load_type_ids", matching.length === 1 ? [matching[0].id] : undefined);
    clearSlot();
  };

  const book = useMutation({
    mutationFn: (body: BookingFormOutput) =>
      callOperation(
        "request_facility_appointment",
        {
          ...body,
          carrier_driver: body.carrier_driver || undefined,
          carrier_notes: body.carrier_notes || undefined,
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
      const p = submitProblem(e);
      setProblem(p);
      if (e instanceof OperationError && e.status === 400) {
        for (const d of e.details)
          if (d.field) setError(formPath(d.field) as keyof BookingFormValues, { message: d.message });
      }
      if (p.where === "slot" && facility) {
        clearSlot();
        await queryClient.invalidateQueries({ queryKey: availabilityKey(facility.id) });
        slotSection.current?.scrollIntoView({ behavior: "smooth", block: "start" });
        slotSection.current?.focus({ preventScroll: true });
      }
    },
  });

  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    book.mutate(values);
  });
  const err = (path: string, message?: string) => dispatcherMessage(path, message);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Section n={1} title="Where are you going?">
        <FacilityPicker
          selected={facility}
          onSelect={chooseFacility}
          error={err("facility_id", errors.facility_id?.message)}
        />
        <FieldError id="facility_id" message={err("facility_id", errors.facility_id?.message)} />
      </Section>

      <Section n={2} title="What and when?" disabled={!facility} disabledText="Choose a facility first.">
        {facility && (
          <div className="flex flex-col gap-5">
            <fieldset className="min-w-0">
              <legend className="mb-2 text-sm font-medium text-slate-800">Appointment</legend>
              <div className="grid grid-cols-2 gap-2 sm:max-w-md">
                {(["Inbound", "Outbound"] as const).map((t) => (
                  <label
                    key={t}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                  >
                    <input
                      type="radio"
                      value={t}
                      className="size-4 accent-brand-600"
                      {...register("type", {
                        onChange: () => {
                          setValue("load_type_ids", undefined);
                          clearSlot();
                        },
                      })}
                    />
                    <span className="text-sm">
                      <span className="block font-medium">{t === "Inbound" ? "Delivery" : "Pickup"}</span>
                      <span className="block text-slate-600">{t}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            {loadTypes.length > 0 && (
              <Field
                id="load_type"
                label="What are you carrying?"
                error={err("load_type_ids", errors.load_type_ids?.message)}
                className="sm:max-w-md"
              >
                <Select
                  id="load_type"
                  value={loadTypeId ?? ""}
                  onChange={(e) => {
                    setValue("load_type_ids", e.target.value ? [e.target.value] : undefined);
                    clearSlot();
                  }}
                  {...describedBy("load_type", { error: !!errors.load_type_ids })}
                >
                  <option value="">Choose a load type…</option>
                  {loadTypes.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name} ({l.duration_minutes} min)
                    </option>
                  ))}
                </Select>
              </Field>
            )}

            <div ref={slotSection} tabIndex={-1} className="flex scroll-mt-4 flex-col gap-3 outline-none">
              {problem?.where === "slot" && (
                <Alert tone="warning" title={problem.title}>
                  {problem.body}
                </Alert>
              )}
              {needsLoadType ? (
                <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
                  Choose what you are carrying to see the open times.
                </p>
              ) : (
                <SlotPicker
                  key={`${facility.id}-${type}-${loadTypeId ?? ""}`}
                  facilityId={facility.id}
                  timeZone={facility.time_zone}
                  type={type}
                  loadTypeId={loadTypeId}
                  durationMinutes={loadTypeId ? undefined : DEFAULT_DURATION_MINUTES}
                  selectedStart={start}
                  onSelect={chooseSlot}
                  error={err("scheduled_start_time", errors.scheduled_start_time?.message)}
                />
              )}
            </div>
          </div>
        )}
        <FieldError
          id="scheduled_start_time"
          message={facility ? err("scheduled_start_time", errors.scheduled_start_time?.message) : undefined}
        />
      </Section>

      <Section n={3} title="Carrier and driver">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="carrier" label="Carrier company" error={err("carrier", errors.carrier?.message)}>
            <Input
              id="carrier"
              autoComplete="organization"
              {...describedBy("carrier", { error: !!errors.carrier })}
              {...register("carrier")}
            />
          </Field>
          <Field
            id="carrier_phone"
            label="Phone"
            hint="Dispatcher or driver, for the facility to call."
            error={err("carrier_phone", errors.carrier_phone?.message)}
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
            label="Driver name"
            optional
            error={err("carrier_driver", errors.carrier_driver?.message)}
          >
            <Input
              id="carrier_driver"
              autoComplete="off"
              {...describedBy("carrier_driver", { error: !!errors.carrier_driver })}
              {...register("carrier_driver")}
            />
          </Field>
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

      <Section n={4} title="The load">
        <div className="flex flex-col gap-5">
          <ReferenceList control={control} register={register} errors={errors} />
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            <Field id="quantity" label="Quantity" error={err("quantity", errors.quantity?.message)}>
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
            <Field id="units" label="Units" error={err("units", errors.units?.message)}>
              <Select id="units" {...register("units")}>
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field
            id="carrier_notes"
            label="Notes for the facility"
            optional
            hint="Anything the dock should know: seal, temperature, lift gate…"
            error={err("carrier_notes", errors.carrier_notes?.message)}
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

      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="text-sm" aria-live="polite">
          {facility && start && end ? (
            <>
              <p className="font-semibold text-slate-900">{facility.name}</p>
              <p className="text-slate-700">{localRange(start, end, facility.time_zone)}</p>
              {!facility.instant_booking && (
                <p className="mt-1 text-slate-600">
                  The facility confirms requests; you will see the status under My appointments.
                </p>
              )}
            </>
          ) : (
            <p className="text-slate-600">Choose a facility and an open time to book.</p>
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          loading={book.isPending}
          loadingText={facility && !facility.instant_booking ? "Sending request…" : "Booking…"}
        >
          {facility && !facility.instant_booking ? "Request appointment" : "Book appointment"}
        </Button>
      </Card>
      {formState.submitCount > 0 && Object.keys(errors).length > 0 && !problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Some details are missing or need a fix. They are marked in red above.
        </p>
      )}
      {problem?.where === "form" && (
        <Alert tone="error" title={problem.title}>
          {problem.body}
        </Alert>
      )}
    </form>
  );
}

function Section({
  n,
  title,
  children,
  disabled,
  disabledText,
}: {
  n: number;
  title: string;
  children: React.ReactNode;
  disabled?: boolean;
  disabledText?: string;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 flex items-center gap-3 text-lg font-semibold text-slate-900">
        <span
          className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
          aria-hidden="true"
        >
          {n}
        </span>
        {title}
      </h2>
      {disabled ? <p className="text-sm text-slate-600">{disabledText}</p> : null}
      {children}
    </Card>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p
      id={`${id}-error`}
      className={message ? "mt-2 text-sm font-medium text-red-700" : "sr-only"}
      aria-live="polite"
    >
      {message}
    </p>
  );
}
