"use server";
// Password reset's two steps. Both are limited per client address like the
// other forms anyone may send; neither says whether an address has an account.
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import type { FormAnswer } from "@/components/auth/password-forms";
import { assertPublicLimit } from "@/lib/api/public-call";
import { clientAddress } from "@/lib/api/public-limit";
import { DomainError } from "@/lib/core/errors";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { forgotPasswordInput, resetPasswordInput } from "@/lib/auth/password-reset-schema";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { serverWord } from "@/lib/i18n/messages";

function fieldsOf(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const i of issues) fields[String(i.path[0])] ??= i.message;
  return fields;
}

async function limited(): Promise<FormAnswer | null> {
  try {
    await assertPublicLimit(clientAddress(await headers()), "write");
    return null;
  } catch (e) {
    if (e instanceof DomainError) return { message: e.message.replace(/^./, (c) => c.toUpperCase()) };
    throw e;
  }
}

export async function forgotPassword(_: FormAnswer, form: FormData): Promise<FormAnswer> {
  const parsed = forgotPasswordInput.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) return { fields: fieldsOf(parsed.error.issues) };
  const refused = await limited();
  if (refused) return refused;
  const { message } = await requestPasswordReset(db, parsed.data.email);
  return { done: true, message };
}

export async function setNewPassword(_: FormAnswer, form: FormData): Promise<FormAnswer> {
  const parsed = resetPasswordInput.safeParse(Object.fromEntries(form.entries()));
  if (!parsed.success) return { fields: fieldsOf(parsed.error.issues) };
  const refused = await limited();
  if (refused) return refused;
  try {
    await resetPassword(db, parsed.data);
  } catch (e) {
    if (e instanceof DomainError) {
      const detail = e.details?.[0];
      // The password rule names the field; the link's refusal is for the whole form.
      if (detail?.field === "password") {
        const rule = await serverWord((await getLocale()) as Locale, detail.message);
        return { fields: { password: (await getTranslations("auth.reset"))("passwordRule", { rule }) } };
      }
      return { message: detail?.message ?? e.message };
    }
    throw e;
  }
  redirect("/signin?notice=password-changed");
}
