import { Suspense } from "react";
import { YardView } from "@/components/yard/yard-view";
import { Skeleton } from "@/components/ui/skeleton";
import { pageTitle } from "@/components/ui/page-title";
import { requireUser } from "@/lib/auth/current-user";

export const generateMetadata = pageTitle("yard.view", "pageTitle");

export default async function YardPage() {
  const user = await requireUser("/yard");
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <YardView canCreate={user.role === "admin"} />
    </Suspense>
  );
}
