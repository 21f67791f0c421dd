import { getTranslations } from "next-intl/server";
import { BookingForm } from "@/components/booking/booking-form";
import { PageHeader } from "@/components/ui/page-header";
import { pageTitle } from "@/components/ui/page-title";
import { requireUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { searchFacilities } from "@/lib/facilities/search";
import { log } from "@/lib/core/log";

export const generateMetadata = pageTitle("booking.page");

export default async function BookPage() {
  const user = await requireUser("/book");
  const t = await getTranslations("booking.page");
  // Carriers book for their own company; staff type in the carrier they book for.
  const defaults =
    user.role === "carrier"
      ? { carrier: user.companyName ?? "", email: user.email }
      : { carrier: "", email: "" };
  // The facility list in the page itself (as search_facilities answers an empty search): on a
  // slow phone it shows with the HTML instead of after the scripts and a round trip. Should it
  // fail, the form asks the API itself, as it does for every search typed.
  const facilities = await searchFacilities(db, user, { query: undefined }).catch((e: unknown) => {
    log("warn", { event: "book_facilities_not_prerendered", error: String(e) });
    return undefined;
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t("title")} description={t("description")} />
      <BookingForm defaults={defaults} facilities={facilities} staff={user.role !== "carrier"} />
    </div>
  );
}
