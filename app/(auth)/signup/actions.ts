"use server";
// Server actions check that the request comes from this site (Origin against
// Host), so the form needs no CSRF token of its own.
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { DomainError } from "@/lib/core/errors";
import { clientAddress } from "@/lib/auth/client-address";
import { waitIn } from "@/lib/auth/sign-in-wait";
import { signUpWait } from "@/lib/auth/sign-up-limit";
import { joinCompany, signUpCarrier } from "@/lib/auth/signup";
import {
  joinInput,
  signUpInput,
  type JoinInput,
  type SignUpInput,
  type SignUpResult,
} from "@/lib/auth/signup-schema";
import { db } from "@/lib/db";
import { log } from "@/lib/core/log";
import { SIGN_UP_WORDS } from "@/components/auth/sign-up-words";
import { fieldIssues } from "@/components/ui/issue-words";
import type { ErrorWords } from "@/components/ui/error-words";
import { fieldWords } from "@/components/ui/error-words";

type Field = keyof SignUpInput | "invitation";

export async function signUp(values: SignUpInput | JoinInput): Promise<SignUpResult> {
  const t = await getTranslations("auth.signUp.answers");
  const errors = (await getTranslations("errors")) as unknown as ErrorWords;
  const joining = "invitation" in values;
  const parsed = joining
    ? joinInput.safeParse(values, { reportInput: true })
    : signUpInput.safeParse(values, { reportInput: true });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const [path, { words }] of fieldIssues(parsed.error.issues, errors, SIGN_UP_WORDS))
      fieldErrors[path as Field] ??= words;
    return { ok: false, message: t("checkFields"), fieldErrors };
  }
  const wait = await signUpWait(clientAddress(await headers()));
  if (wait) return { ok: false, message: t(`tooMany.${waitIn(wait).unit}`, { count: waitIn(wait).count }) };
  try {
    if ("invitation" in parsed.data) await joinCompany(db, parsed.data);
    else await signUpCarrier(db, parsed.data);
    return { ok: true };
  } catch (e) {
    if (e instanceof DomainError && (e.code === "conflict" || e.code === "invalid_argument")) {
      const detail = e.details?.[0];
      if (detail?.reason === "already_exists") {
        const message = t("exists");
        return { ok: false, message, fieldErrors: { email: message } };
      }
      if (detail?.field) {
        // The rule's own words: a common password, a company name that cannot be used, an unusable invitation.
        const message =
          detail.reason === "common_password" ? t("commonPassword") : fieldWords(detail.reason, errors);
        return { ok: false, message, fieldErrors: { [detail.field as Field]: message } };
      }
    }
    log("error", { event: "sign_up_failed", error: e instanceof Error ? e.stack : String(e) });
    return { ok: false, message: t("failed") };
  }
}
