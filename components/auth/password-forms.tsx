"use client";
// "Forgot password?" and "Set a new password": plain forms posted to server
// actions (they work before the script loads), messages on their fields, worded by the actions.
import { useTranslations } from "next-intl";
import { useActionState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PostedField } from "@/components/ui/form-posted-field";

export type FormAnswer = { done?: boolean; message?: string; fields?: Record<string, string> };
type Action = (state: FormAnswer, form: FormData) => Promise<FormAnswer>;

/** The form posted to `action`: its refusal above the fields, each field's message from the answer. */
function PostedForm(props: {
  action: Action;
  submit: string;
  busy: string;
  /** The title shown instead of the form once the action is done. */
  done?: string;
  children: (fields: Record<string, string>) => ReactNode;
}) {
  const [answer, run, pending] = useActionState(props.action, {});
  if (answer.done && props.done)
    return (
      <Alert tone="success" title={props.done}>
        {answer.message}
      </Alert>
    );
  return (
    <form action={run} noValidate className="flex flex-col gap-5">
      {answer.message && <Alert tone="error">{answer.message}</Alert>}
      {props.children(answer.fields ?? {})}
      <Button type="submit" size="lg" loading={pending} loadingText={props.busy}>
        {props.submit}
      </Button>
    </form>
  );
}

export function ForgotPasswordForm({ action }: { action: Action }) {
  const t = useTranslations("auth.passwordForms");
  return (
    <PostedForm action={action} submit={t("sendLink")} busy={t("sending")} done={t("checkInbox")}>
      {(e) => (
        <PostedField
          id="email"
          label={t("email")}
          error={e.email}
          type="email"
          autoComplete="username"
          inputMode="email"
        />
      )}
    </PostedForm>
  );
}

export function NewPasswordForm({ action, token, min }: { action: Action; token: string; min: number }) {
  const t = useTranslations("auth.passwordForms");
  return (
    <PostedForm action={action} submit={t("setPassword")} busy={t("saving")}>
      {(e) => (
        <>
          <input type="hidden" name="token" value={token} />
          <PostedField
            id="password"
            label={t("newPassword")}
            hint={t("atLeast", { min })}
            error={e.password}
            type="password"
            autoComplete="new-password"
            minLength={min}
          />
          <PostedField
            id="confirm"
            label={t("confirm")}
            error={e.confirm}
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
    </PostedForm>
  );
}
