import { getTranslations } from "next-intl/server";
import { NewTokenForm } from "@/components/tokens/new-token-form";
import { TokenList } from "@/components/tokens/token-list";
import { EndpointList } from "@/components/webhooks/endpoint-list";
import { NewEndpointForm } from "@/components/webhooks/new-endpoint-form";
import { ApiDocsLink } from "@/components/ui/docs-link";
import { MakeAndList } from "@/components/ui/make-and-list";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

// What each page makes and lists; a carrier's reach no facilities, so their lists leave that column out.
const PAGES = {
  tokens: { words: "tokens.page", listId: "tokens-title", Form: NewTokenForm, List: TokenList },
  webhooks: { words: "webhooks.page", listId: "endpoints-title", Form: NewEndpointForm, List: EndpointList },
};

/**
 * The pages that hand out access to the API (tokens, webhook endpoints): a description that says what a
 * carrier's or a staff member's reaches and links the API reference, the form, the list.
 */
export async function ApiAccessPage({ page }: { page: keyof typeof PAGES }) {
  const user = await requireUser(`/${page}`);
  const { words, listId, Form, List } = PAGES[page];
  const t = await getTranslations(words);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("heading")}
        description={t.rich("description", {
          reach: user.role === "carrier" ? "carrier" : "other",
          api: (c) => <ApiDocsLink>{c}</ApiDocsLink>,
        })}
      />
      <MakeAndList form={<Form role={user.role} />} listId={listId} listTitle={t("listTitle")}>
        <List canSeeFacilities={user.role !== "carrier"} />
      </MakeAndList>
    </div>
  );
}
