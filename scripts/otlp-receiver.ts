// A real OTLP/HTTP trace receiver on a free local port, for the API tests
// (tests/api/telemetry-traces.test.ts) and the benchmark (bench/telemetry.ts):
// it takes POST /v1/traces in OTLP's JSON encoding, as the app's exporter
// sends it (lib/telemetry/tracing.ts), keeps every body and answers 200;
// anything else is a 404. Point OTEL_EXPORTER_OTLP_ENDPOINT at its origin.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type OtlpSpan = {
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: Record<string, unknown> }[];
};

export type OtlpReceiver = {
  /** http://127.0.0.1:<port>, the value for OTEL_EXPORTER_OTLP_ENDPOINT. */
  origin: string;
  /** Every export request's body, as it came. */
  bodies: string[];
  /** Resolves when the next body arrives. */
  next(): Promise<void>;
  /** Every span of every body so far (parsed when asked, not as they come). */
  spans(): OtlpSpan[];
  close(): Promise<void>;
};

export async function otlpReceiver(): Promise<OtlpReceiver> {
  const bodies: string[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (
        req.method === "POST" &&
        req.url === "/v1/traces" &&
        req.headers["content-type"] === "application/json"
      ) {
        bodies.push(Buffer.concat(chunks).toString("utf8"));
        waiting.splice(0).forEach((w) => w());
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    spans: () =>
      bodies.flatMap((b) =>
        (JSON.parse(b) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }).resourceSpans.flatMap(
          (r) => r.scopeSpans.flatMap((s) => s.spans),
        ),
      ),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
