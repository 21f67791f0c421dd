"use client";
// An admin changes one account: name, role, the facilities a staff member runs
// or a carrier's company. In force on the user's next request; no sign-out.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useRunFacilities } from "@/components/calendar/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { callOperation, OperationError } from "@/lib/api/client";
import { updateUserInput, type UserSummary } from "@/lib/users/admin-schema";
import { CarrierCompanyOptions, carrierCompaniesKey } from "./carrier-companies";

type Values = z.input<typeof updateUserInput>;

export function EditUserForm({
  user,
  isSelf,
  onDone,
}: {
  user: UserSummary;
  isSelf: boolean;
  onDone: (saved: UserSummary | null) => void;
}) {
  const client = useQueryClient();
  const facilities = useRunFacilities();
  const { register, handleSubmit, control, setError, formState } = useForm<Values>({
    resolver: zodResolver(updateUserInput),
    // Fields of another role leave the values when hidden, so they are neither checked nor sent.
    shouldUnregister: true,
    defaultValues: {
      id: user.id,
      name: user.name,
      role: user.role,
      facility_ids: user.facility_ids,
      carrier: user.carrier ?? undefined,
    },
  });
  const role = useWatch({ control, name: "role" });
  const save = useMutation({
    mutationFn: (v: Values) => callOperation("update_user", { ...v, id: user.id }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: ["users"] });
      await client.invalidateQueries({ queryKey: carrierCompaniesKey });
      onDone(saved);
    },
    onError: (e) => {
      if (e instanceof OperationError)
        for (const d of e.details)
          if (d.field === "facility_ids" || d.field === "carrier") setError(d.field, { message: d.message });
    },
  });
  const e = formState.errors;
  const key = user.id.slice(0, 8);
  return (
    <form
      onSubmit={handleSubmit((v) => save.mutate(v))}
      className="grid w-full gap-3 sm:grid-cols-2"
      aria-label={`Edit ${user.email}`}
      noValidate
    >
      <Field id={`eu-name-${key}`} label="Name" optional>
        <Input id={`eu-name-${key}`} {...register("name")} />
      </Field>
      <Field
        id={`eu-role-${key}`}
        label="Role"
        hint={isSelf ? "You cannot change your own role." : undefined}
      >
        <Select
          id={`eu-role-${key}`}
          disabled={isSelf}
          {...register("role")}
          {...describedBy(`eu-role-${key}`, { hint: isSelf })}
        >
          <option value="staff">Facility staff</option>
          <option value="carrier">Carrier</option>
          <option value="admin">Admin</option>
        </Select>
      </Field>
      {role === "staff" && (
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Facilities</legend>
          {(facilities.data ?? []).map((f) => (
            <label key={f.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={f.id} className="h-4 w-4" {...register("facility_ids")} />{" "}
              {f.name}
            </label>
          ))}
          {e.facility_ids && (
            <p className="text-sm font-medium text-red-700">
              {e.facility_ids.message ?? "Choose at least one facility"}
            </p>
          )}
        </fieldset>
      )}
      {role === "carrier" && (
        <Field
          id={`eu-carrier-${key}`}
          label="Carrier company"
          hint="A new name makes a new company."
          error={e.carrier?.message}
        >
          <Input
            id={`eu-carrier-${key}`}
            list={`eu-carriers-${key}`}
            autoComplete="off"
            {...register("carrier")}
            {...describedBy(`eu-carrier-${key}`, { hint: true, error: !!e.carrier })}
          />
          <CarrierCompanyOptions id={`eu-carriers-${key}`} />
        </Field>
      )}
      {save.error && !(save.error instanceof OperationError && save.error.details.some((d) => d.field)) && (
        <Alert tone="error" className="sm:col-span-2">
          {save.error.message}
        </Alert>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" size="sm" loading={save.isPending} loadingText="Saving…">
          Save changes
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
