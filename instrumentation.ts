// Next.js calls register() once when a server process starts: each process
// runs the outbox worker that sends the e-mail (and later webhooks) its
// database holds. Several processes may share a database: each delivery is
// claimed by one (lib/outbox/deliveries.ts). OUTBOX_WORKER=0 leaves it to a
// separate `npm run outbox`. It also guards the HTTP server against methods
// nothing answers.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // TRACE and the like, the live-update stream, the probes and /metrics are answered by Node before Next: see
    // lib/http/method-guard.ts and lib/api/node-process.ts.
    const { startNodeProcess } = await import("./lib/api/node-process");
    startNodeProcess();
  }
}
