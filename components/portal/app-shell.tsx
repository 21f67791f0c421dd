import { getTranslations } from "next-intl/server";
import { cn } from "@/components/ui/cn";
import type { SessionUser } from "@/lib/auth/session-user";
import { QueryProvider } from "./query-provider";
import { SiteHeader } from "./site-header";

// The signed-in frame of every page: skip link, header, and the page. Carrier
// pages read best in a narrow column; staff screens (calendar, settings) use
// the whole width of a dock-office monitor.
export async function AppShell({
  user,
  wide = false,
  children,
}: {
  user: SessionUser;
  wide?: boolean;
  children: React.ReactNode;
}) {
  const t = await getTranslations("common");
  return (
    <QueryProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader
        userName={user.name || user.email}
        company={user.companyName}
        role={user.role}
        wide={wide}
      />
      <main
        id="main"
        className={cn(
          "mx-auto px-4 sm:px-6",
          wide ? "max-w-[1600px] py-4 sm:py-6" : "max-w-5xl py-6 sm:py-10",
        )}
      >
        {children}
      </main>
    </QueryProvider>
  );
}
