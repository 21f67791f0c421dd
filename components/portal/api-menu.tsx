"use client";
// The API tools (tokens, reference) behind one button in the header: people
// who book never need them, people who connect systems find them in one place.
// A disclosure, not an ARIA menu: a button that shows a list of links.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/components/ui/cn";
import type { NavItem } from "./nav";

export function ApiMenu({ items }: { items: readonly NavItem[] }) {
  const pathname = usePathname()!; // null only in the Pages Router (the landing page), which has no header
  const t = useTranslations("portal");
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const current = items.some((i) => pathname === i.href || pathname.startsWith(`${i.href}/`));
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !box.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  if (!items.length) return null;
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="api-menu"
        onClick={() => setOpen(!open)}
        className={cn(
          "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
          current ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        )}
      >
        {t("apiMenu")} <span aria-hidden="true">▾</span>
      </button>
      <ul
        id="api-menu"
        hidden={!open}
        className="absolute right-0 z-40 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={() => setOpen(false)}
              aria-current={pathname === item.href ? "page" : undefined}
              className="block rounded px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 aria-[current=page]:font-semibold"
            >
              {t(`nav.${item.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
