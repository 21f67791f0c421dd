// Next.js calls register() once when a server process starts: each process
// runs the outbox worker that sends the e-mail (and later webhooks) its
// database holds. Several processes may share a database: each delivery is
// claimed by one (lib/outbox/deliveries.ts). OUTBOX_WORKER=0 leaves it to a
// separate `npm run outbox`. It also guards the HTTP server against methods
// nothing answers.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // TRACE and the like, the live-update stream, the probes and /metrics are answered by Node before Next: see
    // lib/http/method-guard.ts.
    const { installMethodGuard } = await import("./lib/http/method-guard");
    const { serveEventStream } = await import("./lib/api/events-node");
    const { serveOperations } = await import("./lib/api/probes-node");
    installMethodGuard(serveEventStream, serveOperations);
    if (process.env.OUTBOX_WORKER === "0" || process.env.NEXT_PHASE === "phase-production-build") return;
    const { startOutboxWorker } = await import("./lib/worker/worker");
    const { db } = await import("./lib/db");
    startOutboxWorker(db);
  }
}
