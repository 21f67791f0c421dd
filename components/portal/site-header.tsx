"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Logo } from "@/components/ui/logo";

const NAV = [
  { href: "/book", label: "Book" },
  { href: "/appointments", label: "My appointments" },
];

export function SiteHeader({ userName, company }: { userName: string; company: string | null }) {
  const pathname = usePathname();
  const [leaving, setLeaving] = useState(false);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Logo href="/book" />
        <nav aria-label="Main" className="order-last flex w-full gap-1 sm:order-none sm:w-auto">
          {NAV.map((item) => {
            const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium",
                  active ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-3">
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
              void signOut({ callbackUrl: "/signin" });
            }}
          >
            Sign out
          </Button>
        </div>
      </div>
    </header>
  );
}
