"use client";
import { useCallback, useSyncExternalStore } from "react";

/** Below Tailwind's `sm`: a phone held upright. */
export const PHONE_MEDIA = "(max-width: 639.98px)";

/** Whether a media query matches, following changes (a phone turned sideways); false on the server. */
export function useMedia(query: string): boolean {
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
    () => false,
  );
}
