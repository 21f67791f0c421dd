// The live-update scenario's browsers (./streams.ts): a child process that
// holds the open event streams, so that the process driving the bookings does
// not also read 100 copies of every event in its own event loop (real
// browsers are on other machines). Driven over IPC by `holdStreams`: open,
// time, close; the first client of each facility times its events, the rest
// only read. Run as `node --import tsx bench/stream-holder.ts` (fork).
import { fork, type ChildProcess } from "node:child_process";
import { Agent, request, type IncomingMessage } from "node:http";
import { fileURLToPath } from "node:url";

type Open = { origin: string; token: string; facilities: string[]; streams: number };
type Ask = { open: Open } | { timing: boolean } | { close: true };
type Answer =
  { opened: number } | { timed: true } | { closed: number; latencies: number[] } | { error: string };

/** The child's side: answers each ask of the parent in turn. */
function serve() {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  let open: IncomingMessage[] = [];
  let latencies: number[] = [];
  let timing = false;
  const answer = (a: Answer) => process.send!(a);
  const openOne = (o: Open, i: number) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(
        `${o.origin}/api/events?facility_id=${o.facilities[i % o.facilities.length]}`,
        { agent, headers: { authorization: `Bearer ${o.token}`, accept: "text/event-stream" } },
        resolve,
      );
      req.on("error", reject);
      req.end();
    });
  process.on("message", async (ask: Ask) => {
    try {
      if ("open" in ask) {
        for (let i = 0; i < ask.open.streams; i++) {
          const res = await openOne(ask.open, i);
          if (res.statusCode !== 200) throw new Error(`stream ${i}: ${res.statusCode}`);
          res.setEncoding("utf8");
          if (i < ask.open.facilities.length)
            res.on("data", (chunk: string) => {
              const at = Date.now();
              for (const m of chunk.matchAll(/"reference_id":"LIVE-\d+"\}\],"created_at":"([^"]+)"/g))
                if (timing) latencies.push(at - Date.parse(m[1]));
            });
          else res.resume();
          open.push(res);
        }
        answer({ opened: open.length });
      } else if ("timing" in ask) {
        timing = ask.timing;
        answer({ timed: true });
      } else {
        for (const res of open) res.destroy();
        answer({ closed: open.length, latencies });
        open = [];
        latencies = [];
      }
    } catch (e) {
      answer({ error: e instanceof Error ? e.message : String(e) });
    }
  });
}

export type StreamHolder = {
  open(o: Open): Promise<number>;
  timing(on: boolean): Promise<void>;
  /** Closes every stream; the latencies timed since the last close. */
  close(): Promise<number[]>;
  stop(): void;
};

/** Starts the holder process. */
export function holdStreams(): StreamHolder {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let queue = Promise.resolve<unknown>(undefined);
  const ask = <T extends Answer>(a: Ask) => {
    const answered = queue.then(
      () =>
        new Promise<T>((resolve, reject) => {
          child.once("message", (m: Answer) => ("error" in m ? reject(new Error(m.error)) : resolve(m as T)));
          child.send(a);
        }),
    );
    queue = answered.catch(() => undefined);
    return answered;
  };
  return {
    open: async (o) => (await ask<{ opened: number }>({ open: o })).opened,
    timing: async (on) => void (await ask({ timing: on })),
    close: async () => (await ask<{ closed: number; latencies: number[] }>({ close: true })).latencies,
    stop: () => void child.kill(),
  };
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) serve();
