import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";

type Props = { id: string; legend: ReactNode; error?: string; className?: string; children: ReactNode };

/** Checkboxes under a legend, with an inline error that is announced (the fieldset's twin of Field). */
export function CheckGroup({ id, legend, error, className, children }: Props) {
  return (
    <fieldset
      className={cn("flex flex-col gap-2", className)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
      {/* Always rendered so the live region exists before the first error. */}
      <p id={`${id}-error`} className="text-sm font-medium text-red-700" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}

/** One checkbox of a CheckGroup, its label after it. */
export function Check({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" className="h-4 w-4" {...input} />
      {label}
    </label>
  );
}
