import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewTokenForm } from "@/components/tokens/new-token-form";
import { TokenList } from "@/components/tokens/token-list";
import { ApiDocsLink } from "@/components/ui/docs-link";
import { MakeAndList } from "@/components/ui/make-and-list";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tokens.page"))("title") };
}

export default async function TokensPage() {
  const user = await requireUser("/tokens");
  const t = await getTranslations("tokens.page");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("heading")}
        description={t.rich("description", {
          reach: user.role === "carrier" ? "carrier" : "other",
          api: (c) => <ApiDocsLink>{c}</ApiDocsLink>,
        })}
      />
      <MakeAndList form={<NewTokenForm role={user.role} />} listId="tokens-title" listTitle={t("listTitle")}>
        <TokenList canSeeFacilities={user.role !== "carrier"} />
      </MakeAndList>
    </div>
  );
}
