import { Suspense } from "react";
import { SettingsPage } from "@/components/settings/settings-page";
import { Skeleton } from "@/components/ui/skeleton";
import { pageTitle } from "@/components/ui/page-title";
import { requireUser } from "@/lib/auth/current-user";
import { publicUrl } from "@/lib/core/public-url";

export const generateMetadata = pageTitle("settings.page", "metaTitle");

export default async function Settings() {
  const user = await requireUser("/settings");
  return (
    <div className="mx-auto max-w-4xl">
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <SettingsPage canCreate={user.role === "admin"} linkBase={publicUrl("/f/")} />
      </Suspense>
    </div>
  );
}
