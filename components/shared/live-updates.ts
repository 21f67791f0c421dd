"use client";
// One live-update stream per page (GET /api/events, an EventSource) for every
// screen on it: each event updates the TanStack Query cache where it can
// (setQueryData for the appointment in the lists that hold it) and refreshes
// only the lists it may enter or leave (the day it is on, the requests, the
// yard). Screens poll only while the stream is down, and say so.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { FacilityAppointment } from "@/lib/record/schema";
import { appointmentsKey, historyKey, pendingKey, POLL_MS, yardKey } from "./query-keys";

type LiveEvent = { appointment: FacilityAppointment; previous_status: string | null };
/** app/api/events/route.ts */
const STREAM_PATH = "/api/events";
const EVENT_TYPES = ["appointment.created", "appointment.updated", "appointment.status_changed"];
/** Statuses of a truck on site. */
const ON_SITE = ["Arrived", "InProgress"];

let source: EventSource | null = null;
let users = 0;
let live = false;
let client: QueryClient | null = null;
const listeners = new Set<() => void>();

function setLive(now: boolean) {
  if (live === now) return;
  live = now;
  listeners.forEach((l) => l());
}

/** A list query's selector (the last part of its key): scheduled dates, or another range. */
type Selector = { start?: string; end?: string } | null | undefined;

/** Whether a list of `selector` may show an appointment starting at `iso` (a day of slack for time zones). */
function mayHold(selector: Selector, iso: string): boolean {
  if (!selector?.start || !selector.end) return true;
  const day = (d: string, by: number) => new Date(Date.parse(`${d}T00:00:00Z`) + by * 86_400_000);
  const at = new Date(iso);
  return at >= day(selector.start, -1) && at < day(selector.end, 2);
}

function apply(qc: QueryClient, { appointment: a, previous_status }: LiveEvent) {
  for (const query of qc.getQueryCache().findAll({ queryKey: appointmentsKey(a.facility) })) {
    const list = query.state.data as FacilityAppointment[] | undefined;
    const selector = query.queryKey[query.queryKey.length - 1] as Selector;
    const held = list?.find((x) => x.id === a.id);
    if (held && held.scheduled_start_time === a.scheduled_start_time) {
      if (held.updated_at <= a.updated_at)
        qc.setQueryData<FacilityAppointment[]>(query.queryKey, (old) =>
          old?.map((x) => (x.id === a.id ? a : x)),
        );
    } else if (held || mayHold(selector, a.scheduled_start_time)) {
      // New here, or moved: only a list of its day (before or after) needs asking again.
      void qc.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  }
  if (a.status === "Requested" || previous_status === "Requested")
    void qc.invalidateQueries({ queryKey: pendingKey });
  // On site, or just left: the yard holds every truck checked in and not yet checked out.
  if (a.checked_in_at || ON_SITE.includes(previous_status ?? ""))
    void qc.invalidateQueries({ queryKey: yardKey });
  void qc.invalidateQueries({ queryKey: historyKey(a.id) });
}

/** Everything the stream feeds, asked again: after a reset, or a gap the stream could not fill. */
function reloadAll(qc: QueryClient) {
  for (const key of [["facility-appointments"], pendingKey, yardKey, ["appointment-history"]])
    void qc.invalidateQueries({ queryKey: key });
}

function open() {
  source = new EventSource(STREAM_PATH);
  source.onopen = () => {
    // Back after a pause: the server resumed from the last id (or sends a reset); the polls already ran.
    setLive(true);
  };
  source.onerror = () => setLive(false);
  const onEvent = (e: MessageEvent<string>) => {
    if (client) apply(client, JSON.parse(e.data) as LiveEvent);
  };
  for (const type of EVENT_TYPES) source.addEventListener(type, onEvent);
  source.addEventListener("reset", () => client && reloadAll(client));
}

function close() {
  source?.close();
  source = null;
  setLive(false);
}

/**
 * Follows the live-update stream while the calling screen is shown; `pollMs` is what its queries'
 * refetchInterval should be: false while the stream is up, the old polling while it is down.
 */
export function useLiveUpdates(): { live: boolean; pollMs: number | false } {
  const qc = useQueryClient();
  useEffect(() => {
    client = qc;
    if (users++ === 0) open();
    return () => {
      if (--users === 0) close();
    };
  }, [qc]);
  const now = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => live,
    () => false,
  );
  return { live: now, pollMs: now ? false : POLL_MS };
}
