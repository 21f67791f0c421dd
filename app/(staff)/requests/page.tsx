import type { Metadata } from "next";
import { RequestsQueue } from "@/components/calendar/requests-queue";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Requests · Dockside" };

export default function RequestsPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Requests"
        description="Bookings at facilities that confirm each one. Approve to hold the dock for the carrier; decline to release it."
      />
      <RequestsQueue />
    </div>
  );
}
