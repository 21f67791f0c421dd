import { headers } from "next/headers";
import { QueryProvider } from "@/components/portal/query-provider";
import { SiteHeader } from "@/components/portal/site-header";
import { PATH_HEADER } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";

// The signed-in part of the site. proxy.ts has checked the cookie already and
// passes the path; here the user is checked in the database too, so a
// deactivated account is sent to sign-in on its next page load.
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const path = (await headers()).get(PATH_HEADER) ?? "/book";
  const user = await requireUser(path);
  return (
    <QueryProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <SiteHeader userName={user.name || user.email} company={user.companyName} />
      <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
    </QueryProvider>
  );
}
