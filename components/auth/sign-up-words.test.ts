// The sign-up form's words, from its check's codes and its own words for a field left empty, and a rule of
// the schema's own (the new password's confirmation) worded by the reason it names.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { ErrorWords } from "@/components/ui/error-words";
import { fieldIssues } from "@/components/ui/issue-words";
import { resetPasswordInput } from "@/lib/auth/password-reset-schema";
import { signUpInput } from "@/lib/auth/signup-schema";
import { loadMessages } from "@/lib/i18n/messages";
import { SIGN_UP_WORDS } from "./sign-up-words";

async function words(locale: "en" | "de"): Promise<ErrorWords> {
  return createTranslator({
    locale,
    messages: await loadMessages(locale),
    namespace: "errors",
  }) as unknown as ErrorWords;
}

const issuesOf = (schema: z.ZodType, values: unknown) => {
  const r = schema.safeParse(values, { reportInput: true });
  if (r.success) throw new Error("expected a refusal");
  return r.error.issues;
};

describe("the sign-up form's words", () => {
  it("says what a person would read, with the bound it names", async () => {
    const en = await words("en");
    const de = await words("de");
    const signUp = (t: ErrorWords) =>
      Object.fromEntries(
        [
          ...fieldIssues(
            issuesOf(signUpInput, { name: "", email: "a@b", password: "short", company: "" }),
            t,
            SIGN_UP_WORDS,
          ),
        ].map(([path, w]) => [path, w.words]),
      );
    expect(signUp(en)).toEqual({
      name: "Enter your name",
      email: "Enter an e-mail address like name@company.com",
      password: "Use at least 10 characters",
      company: "Enter your company's name",
    });
    expect(signUp(de).password).toBe("Mindestens 10 Zeichen");
    const confirm = fieldIssues(
      issuesOf(resetPasswordInput, { token: "t", password: "long enough password", confirm: "x" }),
      de,
    );
    expect(confirm.get("confirm")).toEqual({
      reason: "passwords_differ",
      words: "Die beiden Passwörter stimmen nicht überein",
    });
  });
});
