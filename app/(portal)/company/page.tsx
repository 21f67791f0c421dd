import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { InviteColleagues } from "@/components/company/invite-colleagues";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { pageTitle } from "@/components/ui/page-title";
import { requireUser } from "@/lib/auth/current-user";

export const generateMetadata = pageTitle("company", "metaTitle");

export default async function CompanyPage() {
  const user = await requireUser("/company");
  if (user.role !== "carrier" || !user.companyName) notFound();
  const t = await getTranslations("company");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Card className="p-4 sm:p-6">
        <InviteColleagues company={user.companyName} />
      </Card>
    </div>
  );
}
