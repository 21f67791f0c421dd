"use client";
// react-hook-form's resolver for a form checked by the operation's own zod schema, with each field's problem
// in the reader's words (issue-words.ts): `type` is the reason a program reads, `message` the sentence the
// field shows. zodResolver would hand over the schema's English message instead.
import { toNestErrors } from "@hookform/resolvers";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { ErrorWords } from "./error-words";
import { fieldIssues, type FormWordKeys } from "./issue-words";

/** The resolver, given the errors namespace's translator (a server action or a test passes its own). */
export function wordedResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  t: ErrorWords,
  own?: FormWordKeys,
  // Parse the values as the form holds them, without the schema's transforms (trim, defaults) taking effect.
  opts: { raw?: boolean } = {},
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    // reportInput: a missing field (input undefined) is told apart from a wrong one.
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: (opts.raw ? values : result.data) as Out, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, { reason, words }] of fieldIssues(result.error.issues, t, own))
      errors[path] = { type: reason, message: words };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** wordedResolver with the page's translator, kept while the language stays. */
export function useWordedResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  own?: FormWordKeys,
  opts?: { raw?: boolean },
): Resolver<In, unknown, Out> {
  const t = useTranslations("errors") as unknown as ErrorWords;
  return useMemo(() => wordedResolver(schema, t, own, opts), [schema, t, own, opts]);
}
