"use client";
// The line a live screen shows about its freshness: nothing to do while the
// stream is up, the polling that stands in for it while it is down.
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { POLL_MS } from "./query-keys";

/** `className`: the screen's size and spacing; the colour is the notice's own (`cn` does not merge two colours). */
export function LiveNotice({ live, className }: { live: boolean; className?: string }) {
  const t = useTranslations("shared.live");
  return (
    <span
      aria-live="polite"
      className={cn(className, live ? "text-slate-600" : "font-medium text-amber-800")}
      data-live={live ? "on" : "paused"}
    >
      {live ? t("on") : t("paused", { seconds: POLL_MS / 1000 })}
    </span>
  );
}
