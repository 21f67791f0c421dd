import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Logo } from "@/components/ui/logo";

/**
 * The gate's page around the tablet and the phone: the logo with `aside` beside it (the facility's name,
 * the language switcher), then one column for the desk.
 */
export function GateFrame({
  aside,
  tight,
  children,
}: {
  aside: ReactNode;
  tight?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div
          className={cn(
            "mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3",
            tight && "flex-wrap",
          )}
        >
          <Logo />
          {aside}
        </div>
      </header>
      <main
        id="main"
        className={`mx-auto flex max-w-2xl flex-col ${tight ? "gap-5" : "gap-6"} px-4 py-6 sm:py-10`}
      >
        {children}
      </main>
    </div>
  );
}
