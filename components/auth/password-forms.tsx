"use client";
// "Forgot password?" and "Set a new password": plain forms posted to server
// actions (they work before the script loads), messages on their fields.
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export type FormAnswer = { done?: boolean; message?: string; fields?: Record<string, string> };
type Action = (state: FormAnswer, form: FormData) => Promise<FormAnswer>;

export function ForgotPasswordForm({ action }: { action: Action }) {
  const [answer, run, pending] = useActionState(action, {});
  const e = answer.fields ?? {};
  if (answer.done)
    return (
      <Alert tone="success" title="Check your inbox">
        {answer.message}
      </Alert>
    );
  return (
    <form action={run} noValidate className="flex flex-col gap-5">
      {answer.message && <Alert tone="error">{answer.message}</Alert>}
      <Field id="email" label="E-mail" error={e.email}>
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
      <Button type="submit" size="lg" loading={pending} loadingText="Sending…">
        Send me a link
      </Button>
    </form>
  );
}

export function NewPasswordForm({ action, token, min }: { action: Action; token: string; min: number }) {
  const [answer, run, pending] = useActionState(action, {});
  const e = answer.fields ?? {};
  return (
    <form action={run} noValidate className="flex flex-col gap-5">
      <input type="hidden" name="token" value={token} />
      {answer.message && <Alert tone="error">{answer.message}</Alert>}
      <Field id="password" label="New password" hint={`At least ${min} characters.`} error={e.password}>
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
      <Field id="confirm" label="The same password again" error={e.confirm}>
        <Input
          id="confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          {...describedBy("confirm", { error: !!e.confirm })}
        />
      </Field>
      <Button type="submit" size="lg" loading={pending} loadingText="Saving…">
        Set the new password
      </Button>
    </form>
  );
}
