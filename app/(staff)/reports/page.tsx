import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ReportsPage } from "@/components/reports/reports-page";
import { Skeleton } from "@/components/ui/skeleton";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reports.page"))("title") };
}

export default function Reports() {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <ReportsPage carrier={false} />
    </Suspense>
  );
}
