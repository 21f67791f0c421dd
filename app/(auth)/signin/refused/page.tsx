import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { AuthLink } from "@/components/auth/auth-link";
import { Card } from "@/components/ui/card";
import { pageTitle } from "@/components/ui/page-title";
import { oidcName } from "@/lib/auth/oidc";
import type { SsoRefusal } from "@/lib/sso/sign-in";

export const generateMetadata = pageTitle("auth.refused", "metaTitle");

// Where a sign-in through the identity provider ends when Dockside refuses it (lib/auth/session.ts); each
// reason has a title and a text in auth.refused.
const REASONS: readonly SsoRefusal[] = ["no_rule", "unverified", "no_email", "deactivated"];

export default async function SignInRefused({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { reason } = await searchParams;
  const t = await getTranslations("auth.refused");
  const why = REASONS.find((r) => r === reason) ?? "no_rule";
  const sso = oidcName() ?? t("yourCompany");
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <Alert tone="error" title={t(`${why}.title`)} className="mt-5">
        {t(`${why}.text`, { sso })}
      </Alert>
      <AuthLink href="/signin" className="mt-6 text-center">
        {t("back")}
      </AuthLink>
    </Card>
  );
}
