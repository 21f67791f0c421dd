// A live-update stream (GET /api/events) read with fetch() rather than
// EventSource, for the screens that follow one appointment (the gate, the
// manage page): fetch can send a manage link's token in a header, where
// EventSource could only put it in the URL, and URLs end up in access logs.
// It reads Server-Sent Events and reconnects as EventSource does (after the
// server's `retry`, with Last-Event-ID), backing off while it is refused.

export type Followed = {
  url: string;
  headers?: Record<string, string>;
  /** An appointment event, or a reset (something was missed): whatever is shown may have changed. */
  onEvent: (type: string) => void;
  /** The stream is up (true) or down (false). */
  onLive: (live: boolean) => void;
};

/** Longest wait between attempts while the server refuses or cannot be reached. */
const MAX_WAIT_MS = 60_000;

/** Follows `f.url` until the returned function is called. */
export function followStream(f: Followed): () => void {
  let stopped = false;
  let aborter: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastId: string | null = null;
  let retryMs = 3_000;
  let failures = 0;

  /** Reads the messages of one connection until it ends. */
  async function read(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        let type = "message";
        let hasData = false;
        for (const line of buffer.slice(0, end).split("\n")) {
          const colon = line.indexOf(":");
          if (colon === 0) continue; // a comment: the keep-alive
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (field === "id") lastId = value;
          else if (field === "event") type = value;
          else if (field === "data") hasData = true;
          else if (field === "retry" && /^\d+$/.test(value)) retryMs = Number(value);
        }
        buffer = buffer.slice(end + 2);
        if (hasData && !stopped) f.onEvent(type);
      }
    }
  }

  async function connect() {
    aborter = new AbortController();
    try {
      const headers: Record<string, string> = { accept: "text/event-stream", ...f.headers };
      if (lastId) headers["last-event-id"] = lastId;
      const res = await fetch(f.url, { headers, signal: aborter.signal, cache: "no-store" });
      if (!res.ok || !res.body) throw new Error(`the stream answered ${res.status}`);
      failures = 0;
      f.onLive(true);
      await read(res.body);
    } catch {
      failures++;
    }
    if (stopped) return;
    f.onLive(false);
    const wait = failures ? Math.min(retryMs * 2 ** (failures - 1), MAX_WAIT_MS) : retryMs;
    timer = setTimeout(connect, wait);
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    aborter?.abort();
  };
}
