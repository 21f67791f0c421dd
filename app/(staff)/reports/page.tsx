import { Suspense } from "react";
import { ReportsPage } from "@/components/reports/reports-page";
import { Skeleton } from "@/components/ui/skeleton";
import { pageTitle } from "@/components/ui/page-title";

export const generateMetadata = pageTitle("reports.page");

export default function Reports() {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <ReportsPage carrier={false} />
    </Suspense>
  );
}
