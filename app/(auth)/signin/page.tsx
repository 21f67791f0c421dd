import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SsoButton } from "@/components/auth/sso-button";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { currentUser } from "@/lib/auth/current-user";
import { oidcName } from "@/lib/auth/oidc";

export const metadata: Metadata = { title: "Sign in" };

// next-auth sends its own error codes here (pages.error); show them in words. `sso` is the provider's name.
const ERRORS: Record<string, (sso: string) => string> = {
  CredentialsSignin: () =>
    "That e-mail address and password don't match an account. Check both and try again.",
  SessionRequired: () => "Sign in to continue.",
  // The provider could not be reached (its discovery document, to start): nothing was sent there.
  OAuthSignin: (sso) =>
    `${sso} cannot be reached right now, so signing in with it did not work. Try again in a few minutes. If you have a Dockside password, you can sign in with it below.`,
  OAuthCallback: (sso) =>
    `${sso} did not complete the sign-in (it was cancelled, or its answer could not be checked). Try again.`,
  Callback: (sso) => `Signing in with ${sso} did not work just now. Try again in a moment.`,
};

// Where a page sends people with news for the sign-in page.
const NOTICES: Record<string, string> = {
  "password-changed": "Your password is changed. Sign in with the new one.",
};

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  const code = typeof params.error === "string" ? params.error : undefined;
  const notice = typeof params.notice === "string" ? NOTICES[params.notice] : undefined;
  const sso = oidcName();
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
      <p className="mt-1 mb-6 text-slate-600">Book and track your dock appointments.</p>
      {notice && (
        <Alert tone="success" className="mb-5">
          {notice}
        </Alert>
      )}
      {sso && <SsoButton name={sso} callbackUrl={callbackUrl} />}
      <SignInForm
        callbackUrl={callbackUrl}
        ssoName={sso}
        initialError={code ? (ERRORS[code]?.(sso ?? "") ?? "Signing in did not work. Try again.") : undefined}
      />
    </Card>
  );
}
