// A live-update stream (GET /api/events) opened through the real route
// handler, read as a browser's EventSource reads it: messages are parsed as
// they arrive, and a test waits for the message it expects, never a timer.
import { afterAll, expect } from "vitest";
import { GET } from "@/app/api/events/route";

export type Message = { id?: string; event: string; data: string; json?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Credentials = { token?: string; headers?: Record<string, string> };

export async function openStream(
  creds: Credentials,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const h: Record<string, string> = { ...creds.headers, ...headers };
  if (creds.token) h.authorization = `Bearer ${creds.token}`;
  const url = new URL("http://localhost/api/events");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await GET(new Request(url, { headers: h }));
  if (res.status !== 200)
    return { status: res.status, headers: res.headers, json: await res.json(), stream: null };
  return { status: 200, headers: res.headers, json: null, stream: new StreamReader(res.body!) };
}

export class StreamReader {
  readonly messages: Message[] = [];
  readonly comments: string[] = [];
  closed = false;
  private buffer = "";
  private waiters: (() => void)[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
    void this.pump();
  }

  private async pump() {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf("\n\n")) >= 0) {
          this.parse(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
        this.wake();
      }
    } catch {
      // cancelled by close()
    }
    this.closed = true;
    this.wake();
  }

  private parse(block: string) {
    const message: Message = { event: "message", data: "" };
    let fields = 0;
    const field = (name: string, line: string) => {
      fields++;
      return line.slice(name.length + 2);
    };
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) this.comments.push(line.slice(1).trim());
      else if (line.startsWith("id: ")) message.id = field("id", line);
      else if (line.startsWith("event: ")) message.event = field("event", line);
      else if (line.startsWith("data: ")) message.data = field("data", line);
    }
    if (!fields || (fields === 1 && block.startsWith("retry:"))) return;
    if (message.data) message.json = JSON.parse(message.data);
    this.messages.push(message);
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((w) => w());
  }

  /** Resolves when `done()` holds (checked on every message); rejects when the stream ends first. */
  async until(done: () => boolean, what = "a message"): Promise<void> {
    while (!done()) {
      if (this.closed) throw new Error(`the stream ended before ${what}`);
      await new Promise<void>((r) => this.waiters.push(r));
    }
  }

  /** The first message (from `from` on) that `match` accepts, once it has arrived. */
  async next(match: (m: Message) => boolean, from = 0): Promise<Message> {
    let found: Message | undefined;
    await this.until(() => !!(found = this.messages.slice(from).find(match)));
    return found!;
  }

  /** Resolves when the server has ended the stream. */
  ended(): Promise<void> {
    return this.until(() => this.closed).catch(() => {});
  }

  async close() {
    await this.reader.cancel().catch(() => {});
  }
}

/** The appointment ids of the appointment events received. */
export const appointmentIds = (s: StreamReader) =>
  s.messages.filter((m) => m.event.startsWith("appointment.")).map((m) => m.json.appointment.id as string);

/**
 * For a test file's top level: a function that opens a stream that must open (200), and closes every
 * stream it opened when the file's tests are done.
 */
export function streamsClosedAfterAll() {
  const open: StreamReader[] = [];
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });
  return async (...args: Parameters<typeof openStream>): Promise<StreamReader> => {
    const res = await openStream(...args);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    open.push(res.stream!);
    return res.stream!;
  };
}
