import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignInRulesLater } from "@/components/users/sign-in-rules-later";
import { UsersAdmin } from "@/components/users/users-admin";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";
import { oidcName } from "@/lib/auth/oidc";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("users.page"))("title") };
}

export default async function UsersPage() {
  const user = await requireUser("/users");
  const t = await getTranslations("users.page");
  if (user.role !== "admin") {
    return (
      <Alert tone="warning" title={t("adminsOnly")}>
        {t("askAdmin")}
      </Alert>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title={t("heading")} description={t("description")} />
      <UsersAdmin selfId={user.userId} />
      <SignInRulesLater ssoName={oidcName()} />
    </div>
  );
}
