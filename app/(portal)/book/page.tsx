import type { Metadata } from "next";
import { BookingForm } from "@/components/booking/booking-form";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Book a dock appointment" };

export default async function BookPage() {
  const user = await requireUser("/book");
  // Carriers book for their own company; staff type in the carrier they book for.
  const defaults =
    user.role === "carrier"
      ? { carrier: user.companyName ?? "", email: user.email }
      : { carrier: "", email: "" };
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Book a dock appointment"
        description="Pick the facility and an open time, then tell the dock what is coming."
      />
      <BookingForm defaults={defaults} />
    </div>
  );
}
