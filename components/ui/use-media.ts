"use client";
import { useCallback, useSyncExternalStore } from "react";

/** Below Tailwind's `sm`: a phone held upright. */
export const PHONE_MEDIA = "(max-width: 639.98px)";

/**
 * Whether a media query matches, following changes (a phone turned sideways). The server cannot
 * know: it renders `guess` (false unless told), and so does the page's first render in the browser.
 */
export function useMedia(query: string, guess = false): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => guess,
  );
}
