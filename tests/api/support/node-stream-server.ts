// GET /api/events as the app's server answers it (lib/api/events-node.ts,
// before Next), on a real HTTP server of the test file's own, read over a
// socket: for the tests of that path (the others open streams through the
// route, ./event-stream.ts).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { serveEventStream } from "@/lib/api/events-node";
import { StreamReader } from "./event-stream";

export type Opened = { res: Response; reader: StreamReader | null; hangUp: () => void };

/** For a test file's top level: the server's address, and a function that opens a stream on it. */
export function nodeStreamServer() {
  let server: Server;
  let base = "";
  const readers: StreamReader[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!serveEventStream(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(readers.map((r) => r.close()));
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A stream opened with `query` and `headers`; `reader` only when it answered 200. */
  async function open(query: Record<string, string>, headers: Record<string, string> = {}): Promise<Opened> {
    const url = new URL("/api/events", base);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const controller = new AbortController();
    const res = await fetch(url, { headers, signal: controller.signal });
    if (res.status !== 200) return { res, reader: null, hangUp: () => controller.abort() };
    const reader = new StreamReader(res.body!);
    readers.push(reader);
    return { res, reader, hangUp: () => controller.abort() };
  }
  return { open, url: (path: string) => new URL(path, base) };
}
