"use client";
import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until the browser first has nothing else to do after the page has
 * loaded, true from then on: for code worth fetching before it is asked for, but not at the cost of the
 * page's own first load (a chunk asked for before the load event holds that event back, and on a busy
 * phone the idle callback's timeout can come first). Safari has no requestIdleCallback; a short timer
 * stands in for it there.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") {
        // The timeout: a page that stays busy still gets there.
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setIdle(true), 300);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else {
      window.addEventListener("load", whenIdle, { once: true });
      cancel = () => window.removeEventListener("load", whenIdle);
    }
    return () => cancel();
  }, []);
  return idle;
}
