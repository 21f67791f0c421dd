import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MailOutbox } from "@/components/mail/mail-outbox";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("mail.page"))("title") };
}

export default async function MailPage() {
  const user = await requireUser("/mail");
  const t = await getTranslations("mail.page");
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
      <MailOutbox />
    </div>
  );
}
