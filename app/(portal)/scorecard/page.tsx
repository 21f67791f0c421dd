import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { ReportsPage } from "@/components/reports/reports-page";
import { Skeleton } from "@/components/ui/skeleton";
import { requireUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reports.page"))("scorecardTitle") };
}

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
