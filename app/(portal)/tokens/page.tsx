import type { Metadata } from "next";
import Link from "next/link";
import { NewTokenForm } from "@/components/tokens/new-token-form";
import { TokenList } from "@/components/tokens/token-list";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "API tokens · Dockside" };

export default async function TokensPage() {
  const user = await requireUser("/tokens");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="API tokens"
        description={
          <>
            Tokens let your own systems (TMS, WMS, yard software) book and sync through the{" "}
            <Link href="/docs/api" className="font-medium text-blue-800 underline">
              API
            </Link>
            .{" "}
            {user.role === "carrier"
              ? "A token sees your company's appointments only."
              : "A staff token acts on the facilities you choose."}
          </>
        }
      />
      <Card className="p-4 sm:p-6">
        <NewTokenForm role={user.role} />
      </Card>
      <section aria-labelledby="tokens-title" className="flex flex-col gap-3">
        <h2 id="tokens-title" className="text-lg font-semibold text-slate-900">
          Your tokens
        </h2>
        <TokenList canSeeFacilities={user.role !== "carrier"} />
      </section>
    </div>
  );
}
