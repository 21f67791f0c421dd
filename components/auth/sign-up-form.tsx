"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { signIn } from "next-auth/react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import {
  SIGN_UP_PASSWORD_MIN,
  signUpInput,
  type JoinInput,
  type SignUpInput,
  type SignUpResult,
} from "@/lib/auth/signup-schema";
import { SIGN_UP_WORDS } from "./sign-up-words";

/** An invitation link's secret, and the company and e-mail address it is for. */
export type InvitationLink = { secret: string; company: string; email: string };

type Props = {
  callbackUrl: string;
  action: (values: SignUpInput | JoinInput) => Promise<SignUpResult>;
  invitation?: InvitationLink;
};

export function SignUpForm({ callbackUrl, action, invitation }: Props) {
  const t = useTranslations("auth.signUpForm");
  const router = useRouter();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<SignUpInput>({
    resolver: useWordedResolver(signUpInput, SIGN_UP_WORDS),
    mode: "onTouched",
    // Joining: the company and the address are the invitation's.
    defaultValues: invitation && { company: invitation.company, email: invitation.email },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: SignUpInput) {
    setError(undefined);
    const { name, email, password } = values;
    const result = await action(
      invitation ? { name, email, password, invitation: invitation.secret } : values,
    );
    if (!result.ok) {
      setError(result.message);
      for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
        if (field !== "invitation") setFieldError(field as keyof SignUpInput, { message });
      return;
    }
    const res = await signIn("credentials", {
      email: values.email,
      password: values.password,
      redirect: false,
      callbackUrl,
    });
    if (!res || res.error) {
      router.replace(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      return;
    }
    router.replace(safeCallbackUrl(callbackUrl));
    router.refresh();
  }

  const field = (name: keyof SignUpInput) =>
    describedBy(name, { error: !!errors[name], hint: name === "password" || name === "company" });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Field id="name" label={t("name")} error={errors.name?.message}>
        <Input id="name" autoComplete="name" {...field("name")} {...register("name")} />
      </Field>
      <Field
        id="company"
        label={t("company")}
        hint={invitation ? t("companyHintInvited") : t("companyHint")}
        error={errors.company?.message}
      >
        <Input
          id="company"
          autoComplete="organization"
          readOnly={!!invitation}
          {...field("company")}
          {...register("company")}
        />
      </Field>
      <Field id="email" label={t("email")} error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={!!invitation}
          {...field("email")}
          {...register("email")}
        />
      </Field>
      <Field
        id="password"
        label={t("password")}
        hint={t("passwordHint", { min: SIGN_UP_PASSWORD_MIN })}
        error={errors.password?.message}
      >
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          {...field("password")}
          {...register("password")}
        />
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting} loadingText={t("creating")}>
        {t("submit")}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t("haveAccount")}{" "}
        <Link
          href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {t("signIn")}
        </Link>
      </p>
    </form>
  );
}
