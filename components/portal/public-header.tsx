import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Logo } from "@/components/ui/logo";

/** The header of pages anyone may read: the logo and one way into the app. */
export function PublicHeader({ href, label, wide = false }: { href: string; label: string; wide?: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div
        className={cn(
          "mx-auto flex items-center justify-between px-4 py-3 sm:px-6",
          wide ? "max-w-6xl" : "max-w-5xl",
        )}
      >
        <Logo />
        <Link href={href} className={buttonClasses("secondary", "sm")}>
          {label}
        </Link>
      </div>
    </header>
  );
}
