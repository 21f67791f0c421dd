"use client";
// "Forgot password?" and "Set a new password": plain forms posted to server
// actions (they work before the script loads), messages on their fields, worded by the actions.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export type FormAnswer = { done?: boolean; message?: string; fields?: Record<string, string> };
type Action = (state: FormAnswer, form: FormData) => Promise<FormAnswer>;

export function ForgotPasswordForm({ action }: { action: Action }) {
  const t = useTranslations("auth.passwordForms");
  const [answer, run, pending] = useActionState(action, {});
  const e = answer.fields ?? {};
  if (answer.done)
    return (
      <Alert tone="success" title={t("checkInbox")}>
        {answer.message}
      </Alert>
    );
  return (
    <form action={run} noValidate className="flex flex-col gap-5">
      {answer.message && <Alert tone="error">{answer.message}</Alert>}
      <Field id="email" label={t("email")} error={e.email}>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...describedBy("email", { error: !!e.email })}
        />
      </Field>
      <Button type="submit" size="lg" loading={pending} loadingText={t("sending")}>
        {t("sendLink")}
      </Button>
    </form>
  );
}

export function NewPasswordForm({ action, token, min }: { action: Action; token: string; min: number }) {
  const t = useTranslations("auth.passwordForms");
  const [answer, run, pending] = useActionState(action, {});
  const e = answer.fields ?? {};
  return (
    <form action={run} noValidate className="flex flex-col gap-5">
      <input type="hidden" name="token" value={token} />
      {answer.message && <Alert tone="error">{answer.message}</Alert>}
      <Field id="password" label={t("newPassword")} hint={t("atLeast", { min })} error={e.password}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={min}
          required
          {...describedBy("password", { hint: true, error: !!e.password })}
        />
      </Field>
      <Field id="confirm" label={t("confirm")} error={e.confirm}>
        <Input
          id="confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          {...describedBy("confirm", { error: !!e.confirm })}
        />
      </Field>
      <Button type="submit" size="lg" loading={pending} loadingText={t("saving")}>
        {t("setPassword")}
      </Button>
    </form>
  );
}
