"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Logo } from "@/components/ui/logo";
import { homeOf, type Role } from "@/lib/core/roles";
import { ApiMenu } from "./api-menu";
import { LanguageSwitcher } from "./language-switcher";
import { apiMenuFor, navFor } from "./nav";

export function SiteHeader({
  userName,
  company,
  role,
  wide = false,
}: {
  userName: string;
  company: string | null;
  role: Role;
  wide?: boolean;
}) {
  const t = useTranslations("portal");
  const pathname = usePathname()!; // null only in the Pages Router (the landing page), which has no header
  const [leaving, setLeaving] = useState(false);
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div
        className={cn(
          "mx-auto flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6",
          wide ? "max-w-[1600px]" : "max-w-5xl",
        )}
      >
        <Logo href={homeOf(role)} />
        {/* Tabs wrap rather than scroll: a phone shows every one whole, none cut mid-word. */}
        <nav
          aria-label={t("mainNav")}
          className="order-last -mx-1 flex w-full flex-wrap gap-1 sm:order-none sm:w-auto"
        >
          {navFor(role).map((item) => {
            const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                  active
                    ? "bg-brand-50 text-brand-900"
                    : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                {t(`nav.${item.label}`)}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <ApiMenu items={apiMenuFor(role)} />
          <LanguageSwitcher />
          <div className="hidden text-right text-sm leading-tight md:block">
            <p className="font-medium text-slate-900">{userName}</p>
            {company && <p className="text-slate-600">{company}</p>}
          </div>
          <Button
            variant="secondary"
            size="sm"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              // next-auth's client loads on this click: every signed-in page would carry it otherwise.
              void import("next-auth/react").then(
                ({ signOut }) => signOut({ callbackUrl: "/signin" }),
                () => setLeaving(false),
              );
            }}
          >
            {t("signOut")}
          </Button>
        </div>
      </div>
    </header>
  );
}
