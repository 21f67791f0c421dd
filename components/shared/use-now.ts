"use client";
// A clock for durations on screen ("on site 1 h 05 min"): one timer for the
// whole page, however many chips read it, ticking often enough for minutes.
import { useSyncExternalStore } from "react";

const TICK_MS = 15_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), TICK_MS);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Rounded to the tick, so that every read within one tick agrees (React asks twice per render).
const snapshot = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/** Now, in milliseconds, to the nearest 15 seconds; re-renders the caller as it moves. */
export const useNow = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
