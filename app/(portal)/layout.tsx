import { headers } from "next/headers";
import { AppShell } from "@/components/portal/app-shell";
import { PATH_HEADER } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";

// The signed-in part of the site. proxy.ts has checked the cookie already and
// passes the path; here the user is checked in the database too, so a
// deactivated account is sent to sign-in on its next page load.
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const path = (await headers()).get(PATH_HEADER) ?? "/book";
  const user = await requireUser(path);
  return <AppShell user={user}>{children}</AppShell>;
}
