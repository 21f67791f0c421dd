"use client";
// An admin changes one account: name, role, the facilities a staff member runs
// or a carrier's company. In force on the user's next request; no sign-out.
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { saysMoreThanFields, useSetFieldErrors } from "@/components/shared/field-errors";
import { carrierCompaniesKey, usersKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/input-field";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import { updateUserInput, type UserSummary } from "@/lib/users/admin-schema";
import { AccessFields } from "./access-fields";

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
  const t = useTranslations("users");
  const failure = useErrorWords();
  const client = useQueryClient();
  const setFieldErrors = useSetFieldErrors();
  const { register, handleSubmit, control, setError, formState } = useForm<Values>({
    resolver: useWordedResolver(updateUserInput),
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
      await client.invalidateQueries({ queryKey: usersKey });
      await client.invalidateQueries({ queryKey: carrierCompaniesKey });
      onDone(saved);
    },
    onError: (err) => setFieldErrors(err, setError, ["facility_ids", "carrier"]),
  });
  const e = formState.errors;
  const key = user.id.slice(0, 8);
  return (
    <form
      onSubmit={handleSubmit((v) => save.mutate(v))}
      className="grid w-full gap-3 sm:grid-cols-2"
      aria-label={t("list.editLabel", { email: user.email })}
      noValidate
    >
      <InputField id={`eu-name-${key}`} label={t("editForm.name")} optional input={register("name")} />
      <AccessFields
        id={(part) => `eu-${part}-${key}`}
        role={role}
        roleLocked={isSelf}
        register={register}
        errors={{
          facilityIds: e.facility_ids && (e.facility_ids.message ?? t("access.chooseFacility")),
          carrier: e.carrier?.message,
        }}
      />
      {save.error && saysMoreThanFields(save.error) && (
        <Alert tone="error" className="sm:col-span-2">
          {failure(save.error)}
        </Alert>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" size="sm" loading={save.isPending} loadingText={t("editForm.saving")}>
          {t("editForm.save")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onDone(null)}>
          {t("editForm.cancel")}
        </Button>
      </div>
    </form>
  );
}
