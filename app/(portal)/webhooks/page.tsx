import type { Metadata } from "next";
import { EndpointList } from "@/components/webhooks/endpoint-list";
import { NewEndpointForm } from "@/components/webhooks/new-endpoint-form";
import { ApiDocsLink } from "@/components/ui/docs-link";
import { MakeAndList } from "@/components/ui/make-and-list";
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
            Webhooks (see the <ApiDocsLink>API reference</ApiDocsLink>).{" "}
            {user.role === "carrier"
              ? "An endpoint receives your company's appointments."
              : "An endpoint receives the appointments of the facilities you choose."}
          </>
        }
      />
      <MakeAndList
        form={<NewEndpointForm role={user.role} />}
        listId="endpoints-title"
        listTitle="Your endpoints"
      >
        <EndpointList canSeeFacilities={user.role !== "carrier"} />
      </MakeAndList>
    </div>
  );
}
