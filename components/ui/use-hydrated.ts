"use client";
import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the component, true after. For
 * controls drawn on the server that only work with their script: disabled until then, so
 * a tap on a slow phone is not silently lost (and a browser test waits for them).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
