"use client";
// One appointment followed live (GET /api/events for it alone): the gate's
// screen by its device or staff credentials, the manage page by its link's
// token. `onChange` runs on each of its events, once on each connection (for
// what happened before it or while it was away), and every POLL_MS while the
// stream is down, so the screen stays current either way; the screen says
// which with LiveNotice.
import { useEffect, useRef, useState } from "react";
import { followStream } from "./follow-stream";
import { POLL_MS } from "./query-keys";

/** app/api/events/route.ts */
const STREAM_PATH = "/api/events";

export type AppointmentFeed = {
  /** The appointment to follow; null follows nothing (and ends a stream open before). */
  appointmentId: string | null;
  /** The manage link's token, for the page that has no other credentials. */
  manageToken?: string;
  onChange: () => void;
};

/** null until the stream first answers or fails, then whether it is up. */
export function useAppointmentFeed({
  appointmentId,
  manageToken,
  onChange,
}: AppointmentFeed): boolean | null {
  const [live, setLive] = useState<boolean | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!appointmentId) return;
    // The manage token names its appointment; a gate's screen names the one it shows.
    const url = manageToken
      ? STREAM_PATH
      : `${STREAM_PATH}?appointment_id=${encodeURIComponent(appointmentId)}`;
    const stop = followStream({
      url,
      headers: manageToken ? { authorization: `Manage ${manageToken}` } : undefined,
      onEvent: () => changed.current(),
      onLive: (up) => {
        setLive(up);
        if (up) changed.current();
      },
    });
    return () => {
      stop();
      setLive(null);
    };
  }, [appointmentId, manageToken]);

  useEffect(() => {
    if (live !== false) return;
    const timer = setInterval(() => changed.current(), POLL_MS);
    return () => clearInterval(timer);
  }, [live]);

  return appointmentId ? live : null;
}
