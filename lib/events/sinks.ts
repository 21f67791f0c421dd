// The two places a live-update stream (./stream.ts) writes to. Next's route
// answers with a Web ReadableStream, which Next then pipes into Node's
// response; the server's own path (lib/api/events-node.ts) writes into Node's
// response directly. Both tell the stream how much the client has not taken
// yet, so that a client that stopped reading is dropped.
import type { ServerResponse } from "node:http";
import type { EventSink } from "./stream";

const HIGH_WATER_MARK = 64 * 1024;

/** A sink and the body it fills, for a route's Response. */
export function webSink(): { sink: EventSink; body: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const gone: (() => void)[] = [];
  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      cancel() {
        gone.forEach((fn) => fn());
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER_MARK }),
  );
  const sink: EventSink = {
    write: (chunk) => controller.enqueue(chunk),
    buffered: () => HIGH_WATER_MARK - (controller.desiredSize ?? 0),
    end() {
      try {
        controller.close();
      } catch {
        // already closed by the client
      }
    },
    onGone: (fn) => void gone.push(fn),
  };
  return { sink, body };
}

export type NodeSink = EventSink & {
  /** Sends the answer's head, then what was written before it. */
  begin(headers: Record<string, string>): void;
};

/**
 * A sink on Node's response. What the stream writes while it opens (the backlog of a resume) waits
 * until `begin`: the head goes first, and a refusal found while opening is answered instead.
 */
export function nodeSink(res: ServerResponse): NodeSink {
  let pending: Uint8Array[] | null = [];
  let pendingBytes = 0;
  let ended = false;
  return {
    write(chunk) {
      if (!pending) return void res.write(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
    },
    buffered: () => (pending ? pendingBytes : res.writableLength),
    end() {
      ended = true;
      if (!pending) res.end();
    },
    // Also after an end of our own: the stream is closed by then, and it is a no-op.
    onGone: (fn) => void res.once("close", fn),
    begin(headers) {
      res.writeHead(200, headers);
      for (const chunk of pending ?? []) res.write(chunk);
      pending = null;
      if (ended) res.end();
    },
  };
}
