import { headers } from "next/headers";
import { CalendarLater } from "@/components/calendar/calendar-later";
import { pageTitle } from "@/components/ui/page-title";
import { requireUser } from "@/lib/auth/current-user";
import { firstBoard } from "./first-board";

export const generateMetadata = pageTitle("calendar.page");

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function CalendarPage({ searchParams }: { searchParams: Params }) {
  const user = await requireUser("/calendar");
  const params = new URLSearchParams();
  // As the browser's URLSearchParams reads a name given twice: the first.
  for (const [k, v] of Object.entries(await searchParams))
    if (v?.[0] !== undefined) params.set(k, typeof v === "string" ? v : v[0]);
  const first = await firstBoard(user, params, (await headers()).get("user-agent") ?? "");
  return <CalendarLater first={first} canCreate={user.role === "admin"} />;
}
