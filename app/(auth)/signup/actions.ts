"use server";
// Server actions check that the request comes from this site (Origin against
// Host), so the form needs no CSRF token of its own.
import { DomainError } from "@/lib/core/errors";
import { signUpCarrier } from "@/lib/auth/signup";
import { signUpInput, type SignUpInput, type SignUpResult } from "@/lib/auth/signup-schema";
import { db } from "@/lib/db";
import { log } from "@/lib/core/log";

export async function signUp(values: SignUpInput): Promise<SignUpResult> {
  const parsed = signUpInput.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<keyof SignUpInput, string>> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[issue.path[0] as keyof SignUpInput] ??= issue.message;
    return { ok: false, message: "Check the highlighted fields.", fieldErrors };
  }
  try {
    await signUpCarrier(db, parsed.data);
    return { ok: true };
  } catch (e) {
    if (e instanceof DomainError && e.code === "conflict") {
      const detail = e.details?.[0];
      if (detail?.field === "company")
        return { ok: false, message: detail.message, fieldErrors: { company: detail.message } };
      const message = "An account with this e-mail address already exists. Sign in instead.";
      return { ok: false, message, fieldErrors: { email: message } };
    }
    log("error", { event: "sign_up_failed", error: e instanceof Error ? e.stack : String(e) });
    return { ok: false, message: "Creating the account did not work just now. Try again in a moment." };
  }
}
