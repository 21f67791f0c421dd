"use client";
// The server's refusals of single fields (a taken e-mail address, an unknown
// facility) shown at those fields, as the form's own checks are: worded from
// the detail's reason, never its English message.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldWords, type ErrorWords } from "@/components/ui/error-words";
import { OperationError } from "@/lib/api/client";

/** Puts each of `err`'s details that names one of `fields` on that field. */
export function setFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  t: ErrorWords,
) {
  if (!(err instanceof OperationError)) return;
  for (const d of err.details)
    if (d.field && fields.includes(d.field as Path<T>))
      setError(d.field as Path<T>, { type: d.reason, message: fieldWords(d.reason, t) });
}

/** setFieldErrors with the page's words. */
export function useSetFieldErrors() {
  const t = useTranslations("errors") as unknown as ErrorWords;
  return useCallback(
    <T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) =>
      setFieldErrors(err, setError, fields, t),
    [t],
  );
}

/** Whether `err` says more than what shows at `fields` (any field when not given): the form shows it on top. */
export const saysMoreThanFields = (err: unknown, fields?: readonly string[]) =>
  !(
    err instanceof OperationError && err.details.some((d) => d.field && (!fields || fields.includes(d.field)))
  );
