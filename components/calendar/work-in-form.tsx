"use client";
// A truck at the gate without an appointment: recorded as Arrived now, on a
// free dock when there is one, even when there is none.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { appointmentsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { callOperation } from "@/lib/api/client";
import type { FacilityAppointment } from "@/lib/appointments/schema";
import { CustomFieldInputs } from "@/components/shared/custom-field-inputs";
import { useBookingQuestions } from "@/components/shared/use-booking-questions";

const form = z.object({
  type: z.enum(["Inbound", "Outbound"]),
  carrier: z.string().trim().min(1, { error: "Enter the carrier's name" }).max(200),
  reference: z.string().trim().max(100),
  trailer_number: z.string().trim().max(50),
  duration_minutes: z
    .number({ error: "Enter minutes" })
    .int()
    .min(5, { error: "At least 5 minutes" })
    .max(1440, { error: "At most 24 hours" }),
});
type Values = z.infer<typeof form>;

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
  // A work-in names no load type: the questions asked of every load.
  const questions = useBookingQuestions(facilityId);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(form),
    mode: "onTouched",
    defaultValues: { type: "Inbound", carrier: "", reference: "", trailer_number: "", duration_minutes: 60 },
  });
  const create = useMutation({
    mutationFn: (v: Values) =>
      callOperation("create_work_in", {
        facility_id: facilityId,
        type: v.type,
        carrier: v.carrier,
        duration_minutes: v.duration_minutes,
        trailer_number: v.trailer_number || undefined,
        order_info: v.reference ? [{ reference_id: v.reference }] : undefined,
        custom_fields: questions.answersIn(formRef.current),
      }),
    onError: (e) => questions.refused(e),
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
        Record a work-in
      </h2>
      <p className="text-sm text-slate-600">
        A truck that arrived without an appointment. It is checked in now, on a free dock if there is one.
      </p>
      {create.error && (
        <Alert tone="error" title="Not recorded">
          {create.error.message}
        </Alert>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field id="work-in-type" label="Type">
          <Select id="work-in-type" {...register("type")}>
            <option value="Inbound">Inbound (delivery)</option>
            <option value="Outbound">Outbound (pick-up)</option>
          </Select>
        </Field>
        <Field id="work-in-duration" label="Minutes at the dock" error={e.duration_minutes?.message}>
          <Input
            id="work-in-duration"
            type="number"
            min={5}
            max={1440}
            {...register("duration_minutes", { valueAsNumber: true })}
            {...describedBy("work-in-duration", { error: !!e.duration_minutes })}
          />
        </Field>
        <Field id="work-in-carrier" label="Carrier" error={e.carrier?.message} className="col-span-2">
          <Input
            id="work-in-carrier"
            autoComplete="organization"
            {...register("carrier")}
            {...describedBy("work-in-carrier", { error: !!e.carrier })}
          />
        </Field>
        <Field id="work-in-reference" label="PO / reference" optional>
          <Input id="work-in-reference" {...register("reference")} />
        </Field>
        <Field id="work-in-trailer" label="Trailer number" optional>
          <Input id="work-in-trailer" {...register("trailer_number")} />
        </Field>
      </div>
      <CustomFieldInputs fields={questions.fields} errors={questions.problems} idPrefix="work-in-cf" />
      <div className="flex gap-2">
        <Button type="submit" loading={create.isPending} loadingText="Recording…">
          Record work-in
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
