"use client";
import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until the browser first has nothing else to do after
 * hydration, true from then on: for code worth fetching before it is asked for, but not
 * at the cost of the page's own first load. Safari has no requestIdleCallback; a short
 * timer stands in for it there.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      // The timeout: a page that stays busy still gets there.
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 300);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
