import type { Metadata } from "next";
import { Suspense } from "react";
import { SettingsPage } from "@/components/settings/settings-page";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = { title: "Facility settings · Dockside" };

export default function Settings() {
  return (
    <div className="mx-auto max-w-4xl">
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <SettingsPage />
      </Suspense>
    </div>
  );
}
