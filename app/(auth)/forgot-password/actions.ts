"use server";
// Password reset's two steps. Both are limited per client address like the
// other forms anyone may send; neither says whether an address has an account.
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import type { FormAnswer } from "@/components/auth/password-forms";
import { fieldWords, tooManyWords, type ErrorWords } from "@/components/ui/error-words";
import { fieldIssues } from "@/components/ui/issue-words";
import { assertPublicLimit } from "@/lib/api/public-call";
import { clientAddress } from "@/lib/http/public-limit";
import { DomainError } from "@/lib/core/errors";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { forgotPasswordInput, resetPasswordInput } from "@/lib/auth/password-reset-schema";
import { db } from "@/lib/db";
import type { z } from "zod";

const errorWords = async () => (await getTranslations("errors")) as unknown as ErrorWords;

// Each field's first problem, in the reader's words; an address left empty is asked for as the form asks.
async function fieldsOf(issues: z.core.$ZodIssue[]) {
  const own = { email: { required: "form.yourEmailRequired" } };
  const fields: Record<string, string> = {};
  for (const [path, { words }] of fieldIssues(issues, await errorWords(), own)) fields[path] ??= words;
  return fields;
}

async function limited(): Promise<FormAnswer | null> {
  try {
    await assertPublicLimit(clientAddress(await headers()), "write");
    return null;
  } catch (e) {
    if (e instanceof DomainError) return { message: tooManyWords(e.retryAfterSeconds, await errorWords()) };
    throw e;
  }
}

export async function forgotPassword(_: FormAnswer, form: FormData): Promise<FormAnswer> {
  const parsed = forgotPasswordInput.safeParse({ email: form.get("email") ?? "" }, { reportInput: true });
  if (!parsed.success) return { fields: await fieldsOf(parsed.error.issues) };
  const refused = await limited();
  if (refused) return refused;
  await requestPasswordReset(db, parsed.data.email);
  return { done: true, message: (await getTranslations("auth.passwordForms"))("sent") };
}

export async function setNewPassword(_: FormAnswer, form: FormData): Promise<FormAnswer> {
  const parsed = resetPasswordInput.safeParse(Object.fromEntries(form.entries()), { reportInput: true });
  if (!parsed.success) return { fields: await fieldsOf(parsed.error.issues) };
  const refused = await limited();
  if (refused) return refused;
  try {
    await resetPassword(db, parsed.data);
  } catch (e) {
    if (e instanceof DomainError) {
      const detail = e.details?.[0];
      // The password rule names the field; the link's refusal is for the whole form.
      if (detail?.field === "password") {
        const common = detail.reason === "common_password";
        const words = common
          ? (await getTranslations("auth.signUp.answers"))("commonPassword")
          : fieldWords(detail.reason, await errorWords());
        return { fields: { password: words } };
      }
      if (detail?.reason === "invalid_link")
        return { message: (await getTranslations("auth.passwordForms"))("linkUsed") };
      return { message: fieldWords(detail?.reason, await errorWords()) };
    }
    throw e;
  }
  redirect("/signin?notice=password-changed");
}
