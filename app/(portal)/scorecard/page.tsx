import { redirect } from "next/navigation";
import { Suspense } from "react";
import { ReportsPage } from "@/components/reports/reports-page";
import { Skeleton } from "@/components/ui/skeleton";
import { pageTitle } from "@/components/ui/page-title";
import { requireUser } from "@/lib/auth/current-user";

export const generateMetadata = pageTitle("reports.page", "scorecardTitle");

// Carriers' own figures; staff have the whole Reports page.
export default async function Scorecard() {
  const user = await requireUser("/scorecard");
  if (user.role !== "carrier") redirect("/reports");
  return (
    <div className="mx-auto max-w-6xl">
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <ReportsPage carrier />
      </Suspense>
    </div>
  );
}
