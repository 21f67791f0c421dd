"use client";
import { useEffect, useRef } from "react";
import { cn } from "./cn";

/**
 * A panel opened by a tap: brought on screen and focused when it mounts, so on
 * a phone or tablet (where it opens below what was tapped) the tap visibly does
 * something, and keyboard and screen-reader users land in it. Key it by what
 * it shows so a new choice reveals it again.
 */
export function Reveal({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const { top } = el.getBoundingClientRect();
    // Its top in the upper half of the screen is on screen enough; anywhere else it is brought up.
    if (top < 0 || top > window.innerHeight * 0.5) el.scrollIntoView({ block: "start" });
    el.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="group" aria-label={label} className={cn("scroll-mt-2", className)}>
      {children}
    </div>
  );
}
