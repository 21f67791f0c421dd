"use client";
// The calendar's page comes with its first board drawn on the server (./first-board.ts), so the day
// can be read before any script has run. The calendar's own code (the toolbars, the boards, the live
// updates: ~18 KB compressed) is not part of the page's first load: React's lazy fetches it as the page
// hydrates, still rendered on the server, and the board becomes clickable when it arrives. React's
// lazy rather than next/dynamic, whose own code (~1.5 KB compressed) the page would load for it.
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { FirstBoard } from "./first-board";

const StaffCalendar = lazy(() => import("./staff-calendar").then((m) => ({ default: m.StaffCalendar })));

/** `canCreate`: an admin, who makes facilities (pointed to it when there is none). */
export function CalendarLater({ first, canCreate }: { first?: FirstBoard; canCreate: boolean }) {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <StaffCalendar first={first} canCreate={canCreate} />
    </Suspense>
  );
}
