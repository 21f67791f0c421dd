import { getTranslations } from "next-intl/server";
import { AuthLink } from "@/components/auth/auth-link";
import { ForgotPasswordForm } from "@/components/auth/password-forms";
import { Card } from "@/components/ui/card";
import { pageTitle } from "@/components/ui/page-title";
import { forgotPassword } from "./actions";

export const generateMetadata = pageTitle("auth.forgot", "metaTitle");

export default async function ForgotPassword() {
  const t = await getTranslations("auth.forgot");
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t("lead")}</p>
      <ForgotPasswordForm action={forgotPassword} />
      <AuthLink href="/signin" className="mt-6 text-center">
        {t("back")}
      </AuthLink>
    </Card>
  );
}
