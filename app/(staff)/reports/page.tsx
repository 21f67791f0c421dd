import type { Metadata } from "next";
import { Suspense } from "react";
import { ReportsPage } from "@/components/reports/reports-page";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = { title: "Reports · Dockside" };

export default function Reports() {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <ReportsPage carrier={false} />
    </Suspense>
  );
}
