"use client";
// A small form posted to a server action, that works before the page's script
// has loaded: hidden values, any fields, one button, and the action's answer
// shown above the button (the action redirects when it has more to show).
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export type ActionAnswer = {
  tone?: "error" | "success";
  title?: string;
  /** Why the server refused, worded by the action from the refusal's codes: shown first. */
  server?: string;
  /** The page's words, already in the reader's language (the action translates them). */
  message?: string;
};

const sentence = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

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
  const server = answer.server ? sentence(answer.server) : undefined;
  // Two sentences: the server's reason ("Slot is taken."), then what to do, when the page says more.
  const text = server && answer.message ? `${server}. ${answer.message}` : (server ?? answer.message);
  return (
    <form action={run} className="flex flex-col gap-4" noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {text && (
        <Alert tone={answer.tone ?? "error"} title={answer.title}>
          {text}
        </Alert>
      )}
      <div>
        {/* A label may be a whole date and time ("Verschieben auf Mittwoch, 3. Dezember …"): it wraps on a
            phone rather than pushing the button off the screen. */}
        <Button
          type="submit"
          variant={variant}
          loading={pending}
          loadingText={busy}
          className="h-auto! min-h-11 max-w-full py-2 sm:min-h-10"
        >
          <span className="whitespace-normal">{submit}</span>
        </Button>
      </div>
    </form>
  );
}
