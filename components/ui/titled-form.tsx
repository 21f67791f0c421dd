import { useErrorWords } from "./use-error-words";
import type { FormEventHandler, ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";

type Props = {
  /** Prefix of the title's id, which names the form for screen readers. */
  id: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the server answered last time, when it went wrong; titled with `errorTitle`. */
  error?: Error | null;
  errorTitle?: string;
  /** Said under the title, before any error (e.g. that the last one worked). */
  notice?: ReactNode;
  submit: { label: string; pending: boolean; pendingText: string };
  /** The layout, and the class of what spans its whole width. */
  className?: string;
  wide?: string;
  /** The submit button in the row of the last field rather than under the fields. */
  submitBeside?: boolean;
  children: ReactNode;
};

/** A form that makes one thing: its title, the server's refusal, the fields, the submit button. */
export function TitledForm(props: Props) {
  const { id, title, onSubmit, error, errorTitle, notice, submit, children } = props;
  const failure = useErrorWords();
  const hydrated = useHydrated();
  const { className = "grid gap-4 sm:grid-cols-2", wide = "sm:col-span-2", submitBeside = false } = props;
  // A form drawn on the server works once its script has run: until then its fields are disabled. Typed into
  // earlier, they were emptied as react-hook-form took them over (it sets each to its default value).
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <fieldset disabled={!hydrated} className={cn("m-0 min-w-0 border-0 p-0", className)}>
        <h2 id={`${id}-title`} className={cn("text-lg font-semibold text-slate-900", wide)}>
          {title}
        </h2>
        {notice}
        {error && (
          <Alert tone="error" title={errorTitle} className={wide}>
            {failure(error)}
          </Alert>
        )}
        {children}
        <div className={submitBeside ? undefined : wide}>
          <Button type="submit" loading={submit.pending} loadingText={submit.pendingText}>
            {submit.label}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
