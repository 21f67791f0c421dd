// One span per API request over OTLP/HTTP, only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set: unset, the OpenTelemetry SDK is never
// loaded. The span is made as the request ends, with its arrival as start
// time: nothing runs inside it, so no context has to follow the request
// through its awaits. It carries the operation, the HTTP status and the
// facility id, nothing of the body or the caller. The exporter reads the
// standard OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers,
// timeout) and sends OTLP's JSON encoding.
import type { Tracer } from "@opentelemetry/api";

export type RequestSpan = {
  operation: string;
  status: number;
  /** performance.now() at arrival and at the answer. */
  started: number;
  ended: number;
  facilityId?: string;
};

type Tracing = { tracer: Tracer; flush(): Promise<void> };

const KEY = Symbol.for("dockside.tracing");
const g = globalThis as unknown as Record<symbol, Promise<Tracing | null> | undefined>;

async function load(): Promise<Tracing | null> {
  try {
    const [{ TracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
      await Promise.all([
        import("@opentelemetry/sdk-trace"),
        import("@opentelemetry/exporter-trace-otlp-http"),
        import("@opentelemetry/resources"),
      ]);
    const provider = new TracerProvider({
      resource: resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME || "dockside" }),
      spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
    });
    return { tracer: provider.getTracer("dockside"), flush: () => provider.forceFlush() };
  } catch (e) {
    // Tracing is the operator's extra; a broken setup must not take the API down with it.
    console.error("tracing: could not start the OpenTelemetry SDK:", e);
    return null;
  }
}

/** The process's tracing, loaded on first use; null when off. */
function tracing(): Promise<Tracing | null> | null {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  return (g[KEY] ??= load());
}

const epochMs = (t: number) => performance.timeOrigin + t;

export function traceRequest(span: RequestSpan): void {
  const loading = tracing();
  if (!loading) return;
  void loading.then((t) => {
    if (!t) return;
    const s = t.tracer.startSpan(span.operation, {
      kind: 1, // SpanKind.SERVER, without loading the API's enum for it
      startTime: epochMs(span.started),
      attributes: {
        "dockside.operation": span.operation,
        "http.request.method": "POST",
        "http.route": `/api/service.v1.${span.operation}`,
        "http.response.status_code": span.status,
        ...(span.facilityId ? { "dockside.facility_id": span.facilityId } : {}),
      },
    });
    // OpenTelemetry's rule for a server span: an error only for a 5xx (a 4xx is the caller's).
    if (span.status >= 500) s.setStatus({ code: 2 });
    s.end(epochMs(span.ended));
  });
}

/** Sends the spans not yet sent (at shutdown); nothing when tracing is off. */
export async function flushTraces(): Promise<void> {
  await (await tracing())?.flush();
}
