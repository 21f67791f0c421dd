"use client";
// Making a token: what it is for, what it may reach, how long it lives. The
// secret comes back once and is shown once, with a copy button.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CarrierCompanyField } from "@/components/shared/carrier-companies";
import { FacilityChecks } from "@/components/shared/facility-checks";
import { setFieldErrors } from "@/components/shared/field-errors";
import { tokensKey } from "@/components/shared/query-keys";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { InputField } from "@/components/ui/input-field";
import { ShownOnce } from "@/components/ui/shown-once";
import { TitledForm } from "@/components/ui/titled-form";
import { callOperation } from "@/lib/api/client";
import { createApiTokenInput, type CreateApiTokenInput } from "@/lib/tokens/manage-schema";
import type { Role } from "@/lib/core/roles";

type Values = z.input<typeof createApiTokenInput>;

export function NewTokenForm({ role }: { role: Role }) {
  const client = useQueryClient();
  const { register, handleSubmit, control, setError, formState, reset } = useForm<
    Values,
    unknown,
    CreateApiTokenInput
  >({
    resolver: zodResolver(createApiTokenInput),
    // The fields of the other kind of token leave the values when hidden: neither checked nor sent.
    shouldUnregister: true,
    defaultValues: {
      name: "",
      role: role === "carrier" ? "carrier" : "staff",
      facility_ids: [],
      carrier: "",
    },
  });
  const kind = useWatch({ control, name: "role" }) ?? (role === "carrier" ? "carrier" : "staff");
  const create = useMutation({
    mutationFn: (v: CreateApiTokenInput) => callOperation("create_api_token", v),
    onSuccess: async () => {
      reset();
      await client.invalidateQueries({ queryKey: tokensKey });
    },
    onError: (err) => setFieldErrors(err, setError, ["name", "facility_ids", "carrier"]),
  });
  const submit = handleSubmit((v) => create.mutate(v));
  const e = formState.errors;
  return (
    <div className="flex flex-col gap-4">
      {create.data && (
        <ShownOnce
          title={`Token “${create.data.name}” made`}
          value={create.data.token}
          copyLabel="Copy token"
          testId="new-token"
        >
          Copy it now and store it in your system&apos;s secrets: it is shown only this once.
        </ShownOnce>
      )}
      <TitledForm
        id="new-token"
        title="New token"
        onSubmit={submit}
        error={create.error}
        errorTitle="No token was made"
        submit={{ label: "Make token", pending: create.isPending, pendingText: "Making…" }}
      >
        <InputField
          id="token-name"
          label="Name"
          hint="What will use it, so you recognise it later."
          error={e.name?.message}
          input={register("name")}
        />
        <Field id="token-expiry" label="Expires">
          <Select
            id="token-expiry"
            {...register("expires_in_days", {
              setValueAs: (v: string) => (v === "" ? undefined : Number(v)),
            })}
          >
            <option value="">Never</option>
            <option value="30">In 30 days</option>
            <option value="90">In 90 days</option>
            <option value="365">In a year</option>
          </Select>
        </Field>
        {role === "admin" && (
          <Field id="token-role" label="Kind">
            <Select id="token-role" {...register("role")}>
              <option value="staff">Staff token: acts on facilities</option>
              <option value="carrier">Carrier token: one company&apos;s appointments</option>
            </Select>
          </Field>
        )}
        {kind === "staff" && role !== "carrier" && (
          <FacilityChecks
            id="token-facilities"
            legend="Facilities it may act on"
            input={register("facility_ids")}
            error={e.facility_ids?.message}
            className="sm:col-span-2"
          />
        )}
        {kind === "carrier" && role === "admin" && (
          <CarrierCompanyField id="token-carrier" input={register("carrier")} error={e.carrier?.message} />
        )}
      </TitledForm>
    </div>
  );
}
