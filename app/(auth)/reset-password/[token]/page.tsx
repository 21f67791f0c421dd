import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { AUTH_LINK } from "@/components/auth/auth-link";
import { NewPasswordForm } from "@/components/auth/password-forms";
import { Card } from "@/components/ui/card";
import { pageTitle } from "@/components/ui/page-title";
import { resetLinkUsable } from "@/lib/auth/password-reset";
import { SIGN_UP_PASSWORD_MIN } from "@/lib/auth/signup-schema";
import { db } from "@/lib/db";
import { setNewPassword } from "../../forgot-password/actions";

export const generateMetadata = pageTitle("auth.reset", "title", { unlisted: true });

export default async function ResetPassword({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const usable = await resetLinkUsable(db, token);
  const t = await getTranslations("auth.reset");
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      {usable ? (
        <>
          <p className="mt-1 mb-6 text-slate-600">{t("lead")}</p>
          <NewPasswordForm action={setNewPassword} token={token} min={SIGN_UP_PASSWORD_MIN} />
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          {t.rich("invalid", {
            link: (words) => (
              <Link href="/forgot-password" className={AUTH_LINK}>
                {words}
              </Link>
            ),
          })}
        </p>
      )}
    </Card>
  );
}
