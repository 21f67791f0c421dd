import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";
import { ShownOnce } from "./shown-once";
import { TitledForm } from "./titled-form";

type Props = Omit<ComponentProps<typeof TitledForm>, "error" | "submit"> & {
  /** What the server handed back once (a token, a signing secret, an invitation link), after it made it. */
  shown: { title: ReactNode; value: string } | null | undefined | false;
  /** The copy button's label, why it is shown once, and the test id of the value. */
  copy: { label: string; text: ReactNode; testId: string };
  /** The request that makes it: its refusal and whether it is under way. */
  making: { error: Error | null; isPending: boolean };
  submit: { label: string; pendingText: string };
  gap?: "gap-4" | "gap-6";
  /** What stands under the form (the list of what was made before). */
  after?: ReactNode;
};

/** A form that makes a thing with a secret, and the secret shown once above it with a copy button. */
export function FormShownOnce({ shown, copy, making, submit, gap = "gap-4", after, ...form }: Props) {
  return (
    <div className={cn("flex flex-col", gap)}>
      {shown && (
        <ShownOnce title={shown.title} value={shown.value} copyLabel={copy.label} testId={copy.testId}>
          {copy.text}
        </ShownOnce>
      )}
      <TitledForm {...form} error={making.error} submit={{ ...submit, pending: making.isPending }} />
      {after}
    </div>
  );
}
