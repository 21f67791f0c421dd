import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EndpointList } from "@/components/webhooks/endpoint-list";
import { NewEndpointForm } from "@/components/webhooks/new-endpoint-form";
import { ApiDocsLink } from "@/components/ui/docs-link";
import { MakeAndList } from "@/components/ui/make-and-list";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("webhooks.page"))("title") };
}

export default async function WebhooksPage() {
  const user = await requireUser("/webhooks");
  const t = await getTranslations("webhooks.page");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("heading")}
        description={t.rich("description", {
          reach: user.role === "carrier" ? "carrier" : "other",
          api: (c) => <ApiDocsLink>{c}</ApiDocsLink>,
        })}
      />
      <MakeAndList
        form={<NewEndpointForm role={user.role} />}
        listId="endpoints-title"
        listTitle={t("listTitle")}
      >
        <EndpointList canSeeFacilities={user.role !== "carrier"} />
      </MakeAndList>
    </div>
  );
}
