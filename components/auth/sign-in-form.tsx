"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { signInWaitSeconds, waitIn } from "@/lib/auth/sign-in-wait";

/** The form's own check, in the reader's words (auth.signInForm). */
const signInFields = (t: (key: "emailRequired" | "passwordRequired") => string) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: t("emailRequired") }),
    password: z.string().min(1, { error: t("passwordRequired") }),
  });

type Values = z.infer<ReturnType<typeof signInFields>>;

type Props = {
  callbackUrl: string;
  initialError?: string;
  /** The identity provider's name when there is one: people of an SSO-only domain have no password here. */
  ssoName?: string | null;
};

export function SignInForm({ callbackUrl, initialError, ssoName }: Props) {
  const t = useTranslations("auth.signInForm");
  const router = useRouter();
  const [error, setError] = useState(initialError);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(signInFields(t)),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Values) {
    setError(undefined);
    const res = await signIn("credentials", {
      email: values.email,
      password: values.password,
      redirect: false,
      callbackUrl,
    });
    if (!res || res.error) {
      const wait = signInWaitSeconds(res?.error);
      setError(
        wait !== null
          ? t(`tooMany.${waitIn(wait).unit}`, { count: waitIn(wait).count })
          : res?.error === "CredentialsSignin"
            ? ssoName
              ? t("noMatchSso", { sso: ssoName })
              : t("noMatch")
            : t("failed"),
      );
      return;
    }
    // Checked again here: this is where the browser follows it.
    router.replace(safeCallbackUrl(callbackUrl));
    router.refresh();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Field id="email" label={t("email")} error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          {...describedBy("email", { error: !!errors.email })}
          {...register("email")}
        />
      </Field>
      <Field id="password" label={t("password")} error={errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          {...describedBy("password", { error: !!errors.password })}
          {...register("password")}
        />
        <Link
          href="/forgot-password"
          className="self-end text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t("forgot")}
        </Link>
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting} loadingText={t("signingIn")}>
        {t("submit")}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t("newCarrier")}{" "}
        <Link
          href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {t("createAccount")}
        </Link>
      </p>
    </form>
  );
}
