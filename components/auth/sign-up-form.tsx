"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type InputHTMLAttributes } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/input-field";
import { useWordedResolver } from "@/components/ui/worded-resolver";
import {
  SIGN_UP_PASSWORD_MIN,
  signUpInput,
  type JoinInput,
  type SignUpInput,
  type SignUpResult,
} from "@/lib/auth/signup-schema";
import { AuthLink } from "./auth-link";
import { SIGN_UP_WORDS } from "./sign-up-words";
import { useSignIn } from "./use-sign-in";

/** An invitation link's secret, and the company and e-mail address it is for. */
export type InvitationLink = { secret: string; company: string; email: string };

// The form's fields in order; an invitation's company and address are not to be changed.
const FIELDS: ({ name: keyof SignUpInput; invited?: boolean } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode"
>)[] = [
  { name: "name", autoComplete: "name" },
  { name: "company", autoComplete: "organization", invited: true },
  { name: "email", type: "email", autoComplete: "email", inputMode: "email", invited: true },
  { name: "password", type: "password", autoComplete: "new-password" },
];

type Props = {
  callbackUrl: string;
  action: (values: SignUpInput | JoinInput) => Promise<SignUpResult>;
  invitation?: InvitationLink;
};

export function SignUpForm({ callbackUrl, action, invitation }: Props) {
  const t = useTranslations("auth.signUpForm");
  const router = useRouter();
  const signIn = useSignIn(callbackUrl);
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

  const hints: Partial<Record<keyof SignUpInput, string>> = {
    company: invitation ? t("companyHintInvited") : t("companyHint"),
    password: t("passwordHint", { min: SIGN_UP_PASSWORD_MIN }),
  };

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
    if (await signIn(values.email, values.password))
      router.replace(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      {FIELDS.map(({ name, invited, ...control }) => (
        <InputField
          key={name}
          id={name}
          label={t(name)}
          hint={hints[name]}
          error={errors[name]?.message}
          readOnly={invited && !!invitation}
          input={register(name)}
          {...control}
        />
      ))}
      <Button type="submit" size="lg" loading={isSubmitting} loadingText={t("creating")}>
        {t("submit")}
      </Button>
      <AuthLink href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`} lead={t("haveAccount")}>
        {t("signIn")}
      </AuthLink>
    </form>
  );
}
