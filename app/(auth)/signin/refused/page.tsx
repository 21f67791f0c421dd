import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { oidcName } from "@/lib/auth/oidc";
import type { SsoRefusal } from "@/lib/sso/sign-in";

export const metadata: Metadata = { title: "Not signed in" };

// Where a sign-in through the identity provider ends when Dockside refuses it (lib/auth/session.ts).
const WHY: Record<SsoRefusal, (sso: string) => { title: string; text: string }> = {
  no_rule: (sso) => ({
    title: "Your account has no access to Dockside",
    text: `${sso} signed you in, but no sign-in rule of this Dockside gives your e-mail domain or groups access, so there is no Dockside account for you to use. Ask your Dockside administrator to add a rule for you.`,
  }),
  unverified: (sso) => ({
    title: "Your e-mail address is not verified",
    text: `${sso} did not confirm that the e-mail address is yours, so Dockside cannot make an account for it or join it to an existing one. Ask your IT department to verify the address, then sign in again.`,
  }),
  no_email: (sso) => ({
    title: "No e-mail address came with the sign-in",
    text: `${sso} did not send an e-mail address, which Dockside needs to know who you are. Ask your IT department to release the e-mail to Dockside.`,
  }),
  deactivated: () => ({
    title: "Your Dockside account is deactivated",
    text: "An administrator of this Dockside deactivated your account. Ask them to reactivate it.",
  }),
};

export default async function SignInRefused({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { reason } = await searchParams;
  const why = (
    typeof reason === "string" && Object.hasOwn(WHY, reason) ? WHY[reason as SsoRefusal] : WHY.no_rule
  )(oidcName() ?? "Your company's sign-in");
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">You are not signed in</h1>
      <Alert tone="error" title={why.title} className="mt-5">
        {why.text}
      </Alert>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link href="/signin" className="font-medium text-brand-700 underline underline-offset-2">
          Back to sign in
        </Link>
      </p>
    </Card>
  );
}
