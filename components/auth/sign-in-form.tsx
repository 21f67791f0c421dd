"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { InputField } from "@/components/ui/input-field";
import { signInWaitSeconds, waitIn } from "@/lib/auth/sign-in-wait";
import { AUTH_LINK, AuthLink } from "./auth-link";
import { useSignIn } from "./use-sign-in";

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
  const signIn = useSignIn(callbackUrl);
  const [error, setError] = useState(initialError);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(signInFields(t)),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Values) {
    setError(undefined);
    const res = await signIn(values.email, values.password);
    if (res) {
      const wait = signInWaitSeconds(res.refused);
      setError(
        wait !== null
          ? t(`tooMany.${waitIn(wait).unit}`, { count: waitIn(wait).count })
          : res.refused === "CredentialsSignin"
            ? ssoName
              ? t("noMatchSso", { sso: ssoName })
              : t("noMatch")
            : t("failed"),
      );
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <InputField
        id="email"
        label={t("email")}
        error={errors.email?.message}
        type="email"
        autoComplete="username"
        inputMode="email"
        input={register("email")}
      />
      <Field id="password" label={t("password")} error={errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          {...describedBy("password", { error: !!errors.password })}
          {...register("password")}
        />
        <Link href="/forgot-password" className={cn("self-end text-sm", AUTH_LINK)}>
          {t("forgot")}
        </Link>
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting} loadingText={t("signingIn")}>
        {t("submit")}
      </Button>
      <AuthLink href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`} lead={t("newCarrier")}>
        {t("createAccount")}
      </AuthLink>
    </form>
  );
}
