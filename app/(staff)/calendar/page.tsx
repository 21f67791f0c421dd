import type { Metadata } from "next";
import { Suspense } from "react";
import { StaffCalendar } from "@/components/calendar/staff-calendar";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = { title: "Calendar · Dockside" };

export default function CalendarPage() {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <StaffCalendar />
    </Suspense>
  );
}
