"use client";
// An admin adds a sign-in rule (at the end of the list) or changes one: what it
// matches in the identity provider's answer, and the access it grants.
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { saysMoreThanFields, useSetFieldErrors } from "@/components/shared/field-errors";
import { carrierCompaniesKey, signInRulesKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { InputField } from "@/components/ui/input-field";
import { TitledForm } from "@/components/ui/titled-form";
import { callOperation } from "@/lib/api/client";
import { createSignInRuleInput, type SignInRuleView } from "@/lib/sso/rules-schema";
import { AccessFields } from "./access-fields";

type RuleInput = z.input<typeof createSignInRuleInput>;

type Props = {
  /** The rule to change, and its place in the list; none: a new rule. */
  rule?: SignInRuleView & { place: number };
  onDone?: () => void;
};

export function RuleForm({ rule, onDone }: Props) {
  const t = useTranslations("users");
  const client = useQueryClient();
  const id = (part: string) => `rule-${rule?.id ?? "new"}-${part}`;
  const setFieldErrors = useSetFieldErrors();
  const { register, handleSubmit, control, reset, setError, formState } = useForm<RuleInput>({
    resolver: useWordedResolver(createSignInRuleInput),
    mode: "onTouched",
    // Fields not shown (the claim of a domain rule, a staff rule's company) are not sent.
    shouldUnregister: true,
    defaultValues: rule
      ? { ...rule, claim: rule.claim || undefined, carrier: rule.carrier ?? undefined }
      : { match: "claim", claim: "groups", value: "", role: "staff", facility_ids: [] },
  });
  const [match, role] = useWatch({ control, name: ["match", "role"] });
  const create = useMutation({
    mutationFn: (v: RuleInput) =>
      rule
        ? callOperation("update_sign_in_rule", { ...v, id: rule.id })
        : callOperation("create_sign_in_rule", v),
    onSuccess: async () => {
      if (rule) onDone?.();
      else reset();
      await client.invalidateQueries({ queryKey: signInRulesKey });
      await client.invalidateQueries({ queryKey: carrierCompaniesKey });
    },
    onError: (err) => setFieldErrors(err, setError, ["claim", "value"]),
  });
  const e = formState.errors;
  return (
    <TitledForm
      id={id("form")}
      title={rule ? t("ruleForm.changeTitle", { place: rule.place }) : t("ruleForm.newTitle")}
      onSubmit={handleSubmit((v) => create.mutate(v))}
      notice={
        create.isSuccess &&
        !rule && (
          <Alert tone="success" className="sm:col-span-2">
            {t("ruleForm.added")}
          </Alert>
        )
      }
      error={saysMoreThanFields(create.error, ["claim", "value"]) ? create.error : null}
      submit={
        rule
          ? { label: t("ruleForm.save"), pending: create.isPending, pendingText: t("ruleForm.saving") }
          : { label: t("ruleForm.add"), pending: create.isPending, pendingText: t("ruleForm.adding") }
      }
    >
      <Field id={id("match")} label={t("ruleForm.match")}>
        <Select id={id("match")} {...register("match")} {...describedBy(id("match"), {})}>
          <option value="claim">{t("ruleForm.matchClaim")}</option>
          <option value="email_domain">{t("ruleForm.matchDomain")}</option>
        </Select>
      </Field>
      {match === "claim" && (
        <InputField
          id={id("claim")}
          label={t("ruleForm.claim")}
          hint={t("ruleForm.claimHint")}
          error={e.claim?.message}
          autoComplete="off"
          input={register("claim")}
        />
      )}
      <InputField
        id={id("value")}
        label={match === "claim" ? t("ruleForm.value") : t("ruleForm.domain")}
        hint={match === "claim" ? t("ruleForm.valueHint") : t("ruleForm.domainHint")}
        error={e.value?.message}
        autoComplete="off"
        input={register("value")}
      />
      <AccessFields
        id={id}
        role={role}
        register={register}
        errors={{
          facilityIds: e.facility_ids && t("access.chooseFacility"),
          carrier: e.carrier?.message,
        }}
      />
    </TitledForm>
  );
}
