import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditLog } from "@/components/audit/audit-log";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("audit.page"))("title") };
}

// Admins read the whole log; staff the entries of their facilities (list_audit_log scopes it).
export default async function AuditPage() {
  await requireUser("/audit");
  const t = await getTranslations("audit.page");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title={t("heading")} description={t("description")} />
      <AuditLog />
    </div>
  );
}
