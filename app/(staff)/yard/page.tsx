import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { YardView } from "@/components/yard/yard-view";
import { Skeleton } from "@/components/ui/skeleton";
import { requireUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("yard.view");
  return { title: t("pageTitle") };
}

export default async function YardPage() {
  const user = await requireUser("/yard");
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <YardView canCreate={user.role === "admin"} />
    </Suspense>
  );
}
