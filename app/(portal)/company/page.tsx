import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InviteColleagues } from "@/components/company/invite-colleagues";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Colleagues · Dockside" };

export default async function CompanyPage() {
  const user = await requireUser("/company");
  if (user.role !== "carrier" || !user.companyName) notFound();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Colleagues"
        description="Everyone in your company sees and books its appointments. Colleagues join through an invitation link from you; a company name typed at sign-up never joins anyone."
      />
      <Card className="p-4 sm:p-6">
        <InviteColleagues company={user.companyName} />
      </Card>
    </div>
  );
}
