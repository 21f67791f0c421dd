"use client";
// Making a token: what it is for, what it may reach, how long it lives. The
// secret comes back once and is shown once, with a copy button.
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CarrierCompanyField } from "@/components/shared/carrier-companies";
import { FacilityChecks } from "@/components/shared/facility-checks";
import { useSetFieldErrors } from "@/components/shared/field-errors";
import { tokensKey } from "@/components/shared/query-keys";
import { Field } from "@/components/ui/field";
import { FormShownOnce } from "@/components/ui/form-shown-once";
import { Select } from "@/components/ui/input";
import { InputField } from "@/components/ui/input-field";
import { callOperation } from "@/lib/api/client";
import { createApiTokenInput, type CreateApiTokenInput } from "@/lib/tokens/manage-schema";
import type { Role } from "@/lib/core/roles";
import type { FormWordKeys } from "@/components/ui/issue-words";

// A staff token without a facility is asked for one, as the user form asks.
const TOKEN_WORDS: FormWordKeys = {
  facility_ids: { too_small: "form.chooseFacility", required: "form.chooseFacility" },
};

type Values = z.input<typeof createApiTokenInput>;

export function NewTokenForm({ role }: { role: Role }) {
  const t = useTranslations("tokens.form");
  const client = useQueryClient();
  const setFieldErrors = useSetFieldErrors();
  const { register, handleSubmit, control, setError, formState, reset } = useForm<
    Values,
    unknown,
    CreateApiTokenInput
  >({
    resolver: useWordedResolver(createApiTokenInput, TOKEN_WORDS),
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
    <FormShownOnce
      shown={create.data && { title: t("made", { name: create.data.name }), value: create.data.token }}
      copy={{ label: t("copy"), text: t("copyNow"), testId: "new-token" }}
      id="new-token"
      title={t("title")}
      onSubmit={submit}
      making={create}
      errorTitle={t("notMade")}
      submit={{ label: t("make"), pendingText: t("making") }}
    >
      <InputField
        id="token-name"
        label={t("name")}
        hint={t("nameHint")}
        error={e.name?.message}
        input={register("name")}
      />
      <Field id="token-expiry" label={t("expires")}>
        <Select
          id="token-expiry"
          {...register("expires_in_days", {
            setValueAs: (v: string) => (v === "" ? undefined : Number(v)),
          })}
        >
          <option value="">{t("never")}</option>
          <option value="30">{t("in30")}</option>
          <option value="90">{t("in90")}</option>
          <option value="365">{t("inYear")}</option>
        </Select>
      </Field>
      {role === "admin" && (
        <Field id="token-role" label={t("kind")}>
          <Select id="token-role" {...register("role")}>
            <option value="staff">{t("kindStaff")}</option>
            <option value="carrier">{t("kindCarrier")}</option>
          </Select>
        </Field>
      )}
      {kind === "staff" && role !== "carrier" && (
        <FacilityChecks
          id="token-facilities"
          legend={t("facilities")}
          input={register("facility_ids")}
          error={e.facility_ids?.message}
          className="sm:col-span-2"
        />
      )}
      {kind === "carrier" && role === "admin" && (
        <CarrierCompanyField id="token-carrier" input={register("carrier")} error={e.carrier?.message} />
      )}
    </FormShownOnce>
  );
}
