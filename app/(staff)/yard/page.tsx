import type { Metadata } from "next";
import { Suspense } from "react";
import { YardView } from "@/components/yard/yard-view";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = { title: "Yard · Dockside" };

export default function YardPage() {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <YardView />
    </Suspense>
  );
}
