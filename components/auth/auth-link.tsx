import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** How a link looks in the sign-in pages' text. */
export const AUTH_LINK = "font-medium text-brand-700 underline underline-offset-2";

/** The way on from a sign-in card (to sign up, to sign in, back), after `lead` saying who it is for. */
export function AuthLink({
  href,
  lead,
  className = "text-center",
  children,
}: {
  href: string;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={cn(className, "text-sm text-slate-600")}>
      {lead && <>{lead} </>}
      <Link href={href} className={AUTH_LINK}>
        {children}
      </Link>
    </p>
  );
}
