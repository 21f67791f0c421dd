import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Logo } from "@/components/ui/logo";
import { LanguageSwitcher } from "./language-switcher";

/** The header of pages anyone may read: the logo and one way into the app. */
type Props = {
  href: string;
  label: string;
  wide?: boolean;
};

export function PublicHeader({ href, label, wide = false }: Props) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div
        className={cn(
          "mx-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6",
          wide ? "max-w-6xl" : "max-w-5xl",
        )}
      >
        <Logo />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2 sm:gap-3">
          <LanguageSwitcher />
          <Link href={href} className={buttonClasses("secondary", "sm")}>
            {label}
          </Link>
        </div>
      </div>
    </header>
  );
}
