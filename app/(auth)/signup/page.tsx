import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthLink } from "@/components/auth/auth-link";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { pageTitle } from "@/components/ui/page-title";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { currentUser } from "@/lib/auth/current-user";
import { invitationForLink } from "@/lib/carriers/invitations";
import { db } from "@/lib/db";
import { signUp } from "./actions";

export const generateMetadata = pageTitle("auth.signUp", "metaTitle");

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const t = await getTranslations("auth.signUp");
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  const secret = typeof params.invitation === "string" ? params.invitation : undefined;
  const invited = secret ? await invitationForLink(db, secret) : null;
  if (secret && !invited)
    return (
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{t("unusable.title")}</h1>
        <Alert tone="error">{t("unusable.text")}</Alert>
        <AuthLink href="/signup" lead={t("unusable.own")} className="">
          {t("title")}
        </AuthLink>
      </Card>
    );
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">
        {invited ? t("join", { company: invited.company }) : t("title")}
      </h1>
      <p className="mt-1 mb-6 text-slate-600">{t("lead")}</p>
      <SignUpForm
        callbackUrl={callbackUrl}
        action={signUp}
        invitation={invited && secret ? { secret, ...invited } : undefined}
      />
    </Card>
  );
}
