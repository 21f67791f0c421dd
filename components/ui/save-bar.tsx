"use client";
import { useEffect, useRef } from "react";
import { cn } from "./cn";

/**
 * A form's save button kept in reach at the bottom of the screen. A field the
 * keyboard moves to is scrolled clear of it: the browser only scrolls a field
 * that is not on screen at all, so one half under the bar would stay there.
 */
export function SaveBar({ className, children }: { className?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const clear = (e: FocusEvent) => {
      const bar = ref.current;
      if (!bar || !(e.target instanceof HTMLElement) || bar.contains(e.target)) return;
      const under = e.target.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
      if (under > 0) window.scrollBy({ top: under + 12 });
    };
    form.addEventListener("focusin", clear);
    return () => form.removeEventListener("focusin", clear);
  }, []);
  return (
    <div ref={ref} className={cn("sticky bottom-0", className)}>
      {children}
    </div>
  );
}
