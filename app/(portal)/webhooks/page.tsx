import type { Metadata } from "next";
import Link from "next/link";
import { EndpointList } from "@/components/webhooks/endpoint-list";
import { NewEndpointForm } from "@/components/webhooks/new-endpoint-form";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Webhooks · Dockside" };

export default async function WebhooksPage() {
  const user = await requireUser("/webhooks");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Webhooks"
        description={
          <>
            Dockside posts each change of an appointment to your systems as it happens, signed per Standard
            Webhooks (see the{" "}
            <Link href="/docs/api" className="font-medium text-blue-800 underline">
              API reference
            </Link>
            ).{" "}
            {user.role === "carrier"
              ? "An endpoint receives your company's appointments."
              : "An endpoint receives the appointments of the facilities you choose."}
          </>
        }
      />
      <Card className="p-4 sm:p-6">
        <NewEndpointForm role={user.role} />
      </Card>
      <section aria-labelledby="endpoints-title" className="flex flex-col gap-3">
        <h2 id="endpoints-title" className="text-lg font-semibold text-slate-900">
          Your endpoints
        </h2>
        <EndpointList canSeeFacilities={user.role !== "carrier"} />
      </section>
    </div>
  );
}
