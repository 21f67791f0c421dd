// One load run with autocannon's programmatic API. Latency is taken from every
// response (autocannon's own histogram keeps 2xx only, at 1 ms resolution), so
// refusals count and sub-millisecond figures survive.
import autocannon from "autocannon";

export type DriveOptions = {
  url: string;
  token?: string;
  connections: number;
  /** Seconds; or `amount` requests in all. */
  duration?: number;
  amount?: number;
  /** A fixed body, or a function called for every request (each one different). */
  body: string | (() => string);
  /** 409s are the expected answer (a contested slot): counted apart, not as errors. */
  conflictsExpected?: boolean;
  /** Each answer with the body of the request it answers (a function `body` only): a booking's ledger. */
  onAnswer?: (body: string, status: number) => void;
};

export type DriveStats = {
  requests: number;
  ok: number;
  conflicts: number;
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /**
   * Requests sent that got no answer (a function `body` only): a timed run ends by closing its connections
   * with a request in flight on each, which the server still completes; and a timed-out request.
   */
  unanswered: number;
};

/** What a connection's context holds while its request is in flight. */
type Sent = { body?: string };

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function drive(o: DriveOptions): Promise<DriveStats> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const next = o.body;
  let sent = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: o.url,
        method: "POST",
        headers,
        connections: o.connections,
        ...(o.amount ? { amount: o.amount } : { duration: o.duration ?? 5 }),
        timeout: 30,
        ...(typeof next === "string"
          ? { body: next }
          : {
              requests: [
                {
                  method: "POST",
                  // Called once for every request a connection sends (pipelining 1): its context is that
                  // request's until its answer.
                  setupRequest: (req, context) => {
                    sent++;
                    const body = next();
                    (context as Sent).body = body;
                    return { ...req, body };
                  },
                  onResponse: (status, _body, context) => {
                    const { body } = context as Sent;
                    if (body !== undefined) o.onAnswer?.(body, status);
                  },
                },
              ],
            }),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const requests = latencies.length;
  const ok = Object.entries(statuses).reduce((n, [s, c]) => (s.startsWith("2") ? n + c : n), 0);
  const conflicts = o.conflictsExpected ? (statuses["409"] ?? 0) : 0;
  // Socket errors and timeouts (autocannon counts both in `errors`) are errors too.
  const errors = requests - ok - conflicts + result.errors;
  return {
    requests,
    ok,
    conflicts,
    errors,
    statuses,
    seconds,
    rps: requests / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    unanswered: typeof next === "string" ? 0 : sent - requests,
  };
}
