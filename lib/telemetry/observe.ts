// What every API request leaves behind besides its log line, called once by
// the operation() wrapper (lib/api/handler.ts) as the answer goes out: its
// count and duration in the process's metrics (./metrics.ts) when METRICS_TOKEN
// is set, and its span (./tracing.ts) when OTEL_EXPORTER_OTLP_ENDPOINT is.
import { telemetry } from "./metrics";
import { traceRequest } from "./tracing";

/** The request as the wrapper saw it: what it read of the input, if it got that far. */
export type Observed = { input?: unknown };

/** The facility a request was about, when its input names one (the only field of the input a span carries). */
function facilityOf(input: unknown): string | undefined {
  const id = (input as { facility_id?: unknown } | null | undefined)?.facility_id;
  return typeof id === "string" ? id : undefined;
}

/**
 * Records one answered request: `operation` the registry's name (undefined when the path names none),
 * `started` its performance.now() at arrival.
 */
export function observeRequest(
  operation: string | undefined,
  status: number,
  started: number,
  seen: Observed,
): void {
  const name = operation ?? "unknown";
  const ended = performance.now();
  // Counted only where someone may scrape them: /metrics exists only with METRICS_TOKEN.
  if (process.env.METRICS_TOKEN) {
    const t = telemetry();
    t.requests.inc({ operation: name, status: String(status) });
    t.duration.observe({ operation: name }, (ended - started) / 1000);
  }
  traceRequest({ operation: name, status, started, ended, facilityId: facilityOf(seen.input) });
}
