"use client";
// A small form posted to a server action, that works before the page's script
// has loaded: hidden values, any fields, one button, and the action's answer
// shown above the button (the action redirects when it has more to show).
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export type ActionAnswer = { tone?: "error" | "success"; title?: string; message?: string };

export function ActionForm({
  action,
  hidden = {},
  submit,
  busy,
  variant = "primary",
  children,
}: {
  action: (state: ActionAnswer, form: FormData) => Promise<ActionAnswer>;
  hidden?: Record<string, string>;
  submit: string;
  busy: string;
  variant?: "primary" | "secondary" | "danger";
  children?: React.ReactNode;
}) {
  const [answer, run, pending] = useActionState(action, {});
  return (
    <form action={run} className="flex flex-col gap-4" noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {answer.message && (
        <Alert tone={answer.tone ?? "error"} title={answer.title}>
          {answer.message}
        </Alert>
      )}
      <div>
        <Button type="submit" variant={variant} loading={pending} loadingText={busy}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
