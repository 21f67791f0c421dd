// A real HTTP endpoint on 127.0.0.1 for webhook tests: it keeps every request
// (headers and the exact body bytes) and answers what the test tells it to,
// or holds the request open ("hang") until it is closed.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Received = { headers: IncomingHttpHeaders; body: string; id: string; type: string };
/** The status (and body) for the n-th request (0-based), or "hang" to never answer. */
export type Answer = (n: number, r: Received) => number | { status: number; body: string } | "hang";

export type Receiver = {
  url: string;
  received: Received[];
  /** Resolves when `count` requests have come in (no sleeping: it waits for the requests themselves). */
  waitFor(count: number): Promise<void>;
  answer: Answer;
  /** Answers every request held by "hang" so far with `status` and `body`. */
  release(status: number, body: string): void;
  close(): Promise<void>;
};

export async function startReceiver(answer: Answer = () => 204): Promise<Receiver> {
  const received: Received[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const held: ServerResponse[] = [];
  const sockets = new Set<Socket>();
  const receiver = { answer } as Receiver;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const type = (() => {
        try {
          return String((JSON.parse(body) as { type?: unknown }).type);
        } catch {
          return "";
        }
      })();
      const r: Received = { headers: req.headers, body, id: String(req.headers["webhook-id"]), type };
      const answer = receiver.answer(received.length, r);
      received.push(r);
      for (const w of waiting.filter((w) => received.length >= w.count)) w.resolve();
      if (answer === "hang") return void held.push(res);
      const reply =
        typeof answer === "number"
          ? { status: answer, body: answer >= 300 ? `no thanks (${answer})` : "ok" }
          : answer;
      res.writeHead(reply.status, { "content-type": "text/plain" }).end(reply.body);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitFor: (count: number) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    release: (status: number, body: string) => {
      for (const res of held.splice(0))
        res.writeHead(status, { "content-type": "application/json" }).end(body);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  });
}
