import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { StaffCalendar } from "@/components/calendar/staff-calendar";
import { Skeleton } from "@/components/ui/skeleton";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("calendar.page");
  return { title: t("title") };
}

export default function CalendarPage() {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <StaffCalendar />
    </Suspense>
  );
}
