import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SsoButton } from "@/components/auth/sso-button";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { pageTitle } from "@/components/ui/page-title";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { currentUser } from "@/lib/auth/current-user";
import { oidcName } from "@/lib/auth/oidc";

export const generateMetadata = pageTitle("auth.signIn");

// next-auth sends its own error codes here (pages.error); each has its words in auth.signIn.errors (OAuthSignin:
// the provider could not be reached, its discovery document to start, so nothing was sent there).
const ERRORS = ["CredentialsSignin", "SessionRequired", "OAuthSignin", "OAuthCallback", "Callback"] as const;
// Where a page sends people with news for the sign-in page.
const NOTICES = { "password-changed": "passwordChanged" } as const;

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  const t = await getTranslations("auth.signIn");
  const code = typeof params.error === "string" ? params.error : undefined;
  const noticeKey = typeof params.notice === "string" && Object.hasOwn(NOTICES, params.notice);
  const notice = noticeKey ? t(`notices.${NOTICES[params.notice as keyof typeof NOTICES]}`) : undefined;
  const sso = oidcName();
  const known = ERRORS.find((e) => e === code);
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t("lead")}</p>
      {notice && (
        <Alert tone="success" className="mb-5">
          {notice}
        </Alert>
      )}
      {sso && <SsoButton name={sso} callbackUrl={callbackUrl} />}
      <SignInForm
        callbackUrl={callbackUrl}
        ssoName={sso}
        initialError={
          code ? (known ? t(`errors.${known}`, { sso: sso ?? "" }) : t("errors.other")) : undefined
        }
      />
    </Card>
  );
}
