"use client";
// An admin makes an account that can sign in at once with the password given here.
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { saysMoreThanFields, useSetFieldErrors } from "@/components/shared/field-errors";
import { carrierCompaniesKey, usersKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { InputField } from "@/components/ui/input-field";
import { TitledForm } from "@/components/ui/titled-form";
import { callOperation } from "@/lib/api/client";
import { newUserInput, PASSWORD_MIN_LENGTH, type NewUser } from "@/lib/users/schema";
import { AccessFields } from "./access-fields";

export function NewUserForm() {
  const t = useTranslations("users");
  const client = useQueryClient();
  const setFieldErrors = useSetFieldErrors();
  const { register, handleSubmit, control, reset, setError, formState } = useForm<NewUser>({
    resolver: useWordedResolver(newUserInput),
    mode: "onTouched",
    defaultValues: { email: "", password: "", role: "staff", name: "", facility_ids: [], carrier: undefined },
  });
  const role = useWatch({ control, name: "role" });
  const create = useMutation({
    mutationFn: (v: NewUser) => callOperation("create_user", v),
    onSuccess: async () => {
      reset();
      await client.invalidateQueries({ queryKey: usersKey });
      await client.invalidateQueries({ queryKey: carrierCompaniesKey });
    },
    onError: (err) => setFieldErrors(err, setError, ["email"]),
  });
  const e = formState.errors;
  return (
    <TitledForm
      id="new-user"
      title={t("newForm.title")}
      onSubmit={handleSubmit((v) =>
        create.mutate({
          ...v,
          carrier: v.role === "carrier" ? v.carrier : undefined,
          facility_ids: v.role === "staff" ? v.facility_ids : [],
        }),
      )}
      notice={
        create.isSuccess && (
          <Alert tone="success" className="sm:col-span-2">
            {t("newForm.created", { email: create.data.email })}
          </Alert>
        )
      }
      error={saysMoreThanFields(create.error, ["email"]) ? create.error : null}
      submit={{ label: t("newForm.create"), pending: create.isPending, pendingText: t("newForm.creating") }}
    >
      <InputField
        id="user-email"
        label={t("newForm.email")}
        error={e.email?.message}
        type="email"
        autoComplete="off"
        input={register("email")}
      />
      <InputField id="user-name" label={t("newForm.name")} optional input={register("name")} />
      <InputField
        id="user-password"
        label={t("newForm.password")}
        hint={t("newForm.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        error={e.password?.message}
        type="password"
        autoComplete="new-password"
        input={register("password")}
      />
      <AccessFields
        id={(part) => `user-${part}`}
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
