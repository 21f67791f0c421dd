// After a failed submit, focus goes to the first field with an error in
// reading order. react-hook-form's own choice follows the order fields were
// registered in, so a field added later (a new closed date) would lose to
// every field below it; and a control it does not know (the facility search)
// is never chosen at all.
import { useEffect, useRef, type RefObject } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";

/** The dotted names of the fields that have an error ("closed_dates.1.date"). */
export function errorNames(errors: FieldErrors<FieldValues> | undefined, prefix = ""): string[] {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== "object" || key === "ref") return [];
    const name = prefix ? `${prefix}.${key}` : key;
    return "message" in value && typeof value.message === "string"
      ? [name]
      : errorNames(value as FieldErrors<FieldValues>, name);
  });
}

/** Focuses the earliest of the fields in `form` (or a part of the page around it) named in `names` or marked aria-invalid. */
export function focusFirstError(form: HTMLElement | null, names: string[]) {
  if (!form) return;
  const marked = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const named = names.flatMap((n) => [...form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(n)}"]`)]);
  const first = [...marked, ...named]
    .filter((el) => !el.matches(":disabled"))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
}

/**
 * After each failed submit of a react-hook-form form (use with shouldFocusError: false),
 * the first error in reading order gets focus. Runs after the render that marks the fields.
 */
export function useFocusFirstError<T extends FieldValues>(
  form: RefObject<HTMLElement | null>,
  state: { submitCount: number; errors: FieldErrors<T> },
) {
  const handled = useRef(0);
  const { submitCount, errors } = state;
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    const names = errorNames(errors as FieldErrors<FieldValues>);
    if (names.length) focusFirstError(form.current, names);
  }, [form, submitCount, errors]);
}
