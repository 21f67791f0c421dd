// Moments that belong to no facility (an e-mail written, a token last used, a webhook delivery) in the
// reader's own zone and language. The zone is the browser's: these lists load in the browser, after the
// page, and the server does not know it. A facility's times use ./local-time.ts (always its own zone).
import { useFormatter } from "next-intl";

type Shown = {
  /** The year; on unless false ("24 Nov 2026, 14:05"). */
  year?: boolean;
  /** Seconds ("14:05:09"), for a log. */
  seconds?: boolean;
  /** The zone's short name ("GMT+1"), where the reader may compare with a time from elsewhere. */
  zone?: boolean;
};

/** "24 Nov 2026, 14:05" for an ISO instant, in the browser's zone. */
export function useReaderTime(): (iso: string, shown?: Shown) => string {
  const format = useFormatter();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (iso, shown = {}) =>
    format.dateTime(new Date(iso), {
      day: "numeric",
      month: "short",
      ...(shown.year !== false && { year: "numeric" }),
      hour: "2-digit",
      minute: "2-digit",
      ...(shown.seconds && { second: "2-digit" }),
      hourCycle: "h23",
      ...(shown.zone && { timeZoneName: "short" }),
      timeZone,
    });
}
