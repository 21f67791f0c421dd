"use client";
// A refused or failed call on a screen (a panel, a queue, the yard, a form's alert) in the reader's words:
// from the error's code, its details' reason and cause and their values (./error-words.ts), never from its
// English message.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { OperationError } from "@/lib/api/client";
import { errorWords, type WhenWords } from "./error-words";

export function useErrorWords(when?: WhenWords): (e: unknown) => string {
  const t = useTranslations("errors");
  return useCallback(
    (e: unknown) => errorWords(e instanceof OperationError ? e : { code: "internal" }, t, when),
    [t, when],
  );
}

/** An error in the reader's words, for a place that cannot call the hook itself. */
export function ErrorWord({ error }: { error: unknown }) {
  return useErrorWords()(error);
}
