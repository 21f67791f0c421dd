import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cn } from "./cn";

/** Ids that tie a control to its hint and error for screen readers. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** aria props for a control inside a Field. */
export function describedBy(id: string, opts: { hint?: boolean; error?: boolean }) {
  const ids = fieldIds(id);
  const parts = [opts.hint && ids.hint, opts.error && ids.error].filter(Boolean);
  return {
    "aria-invalid": opts.error || undefined,
    "aria-describedby": parts.length ? parts.join(" ") : undefined,
  };
}

export type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
};

/** A label, the control, a hint and an inline error that is announced. */
export function Field({ id, label, hint, error, optional, className, children }: FieldProps) {
  const ids = fieldIds(id);
  const t = useTranslations("ui");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">({t("optional")})</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hint} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {/* Always rendered so the live region exists before the first error. */}
      <p
        id={ids.error}
        className={cn("text-sm font-medium text-red-700", !error && "sr-only")}
        aria-live="polite"
      >
        {error}
      </p>
    </div>
  );
}
