import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/portal/app-shell";
import { homeOf } from "@/lib/core/roles";
import { PATH_HEADER } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";

// Facility staff's screens (calendar, requests, settings, users). Carriers who
// follow a link here land on their own home page instead; every operation the
// pages call checks the role again on the server.
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const path = (await headers()).get(PATH_HEADER) ?? "/calendar";
  const user = await requireUser(path);
  if (user.role === "carrier") redirect(homeOf(user.role));
  return (
    <AppShell user={user} wide>
      {children}
    </AppShell>
  );
}
