"use client";
// A refused change on a staff screen (the panel, the requests queue, the yard) in
// the reader's words: a refusal by status worded from errors.json with the
// status's own name, any other sentence through the server-words dictionary,
// and what that does not know as it came, its status codes said as words.
import { useTranslations } from "next-intl";
import { useServerWords } from "@/components/ui/server-words";
import { inWords } from "@/lib/core/words";
import { transitionWords } from "./error-words";

export function useRefusalWords(): (message: string) => string {
  const errors = useTranslations("errors");
  const statuses = useTranslations("common.status");
  const said = useServerWords();
  return (message) =>
    transitionWords(message, errors, (code) => (statuses.has(code) ? statuses(code) : code)) ??
    inWords(said(message) ?? "");
}
