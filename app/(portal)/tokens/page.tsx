import type { Metadata } from "next";
import { NewTokenForm } from "@/components/tokens/new-token-form";
import { TokenList } from "@/components/tokens/token-list";
import { ApiDocsLink } from "@/components/ui/docs-link";
import { MakeAndList } from "@/components/ui/make-and-list";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "API tokens · Dockside" };

export default async function TokensPage() {
  const user = await requireUser("/tokens");
  const reach =
    user.role === "carrier"
      ? "A token sees your company's appointments only."
      : "A staff token acts on the facilities you choose.";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="API tokens"
        description={
          <>
            Tokens let your own systems (TMS, WMS, yard software) book and sync through the{" "}
            <ApiDocsLink>API</ApiDocsLink>. {reach}
          </>
        }
      />
      <MakeAndList form={<NewTokenForm role={user.role} />} listId="tokens-title" listTitle="Your tokens">
        <TokenList canSeeFacilities={user.role !== "carrier"} />
      </MakeAndList>
    </div>
  );
}
