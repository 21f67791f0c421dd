// The HTTP server of `npm start` (and of the browser tests): Next's own
// request handler behind node's http server, which first settles which
// X-Forwarded-* headers count (lib/auth/client-address.ts): only a trusted
// proxy's (TRUST_PROXY), and always the address that connected. `next start`
// keeps whatever X-Forwarded-For a client sends, so limits per client address
// could be dodged by making one up. Run with NODE_ENV=production (start.ts
// and e2e/serve.ts do), as `next start` sets it; start it with the arguments
// of ./server-command.ts.
import { createServer } from "node:http";
import { adoptForwardedHeaders } from "../lib/auth/client-address";
import { flushTraces } from "../lib/telemetry/tracing";

// tsx, which loads this file, turns Node's source maps on for the whole process: Node then parses and
// keeps the map of every module it loads, Next's compiled server chunks included, about 40 MB the
// server held for nothing (`next start` runs without them; issue 16). Off before Next loads: stack
// traces name the compiled chunks, as they do under `next start`.
process.setSourceMapsEnabled(false);
const { default: next } = await import("next");

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  adoptForwardedHeaders(req.headers, req.socket.remoteAddress);
  handle(req, res).catch((e: unknown) => {
    console.error(e);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
server.listen(port, () => console.log(`Ready on port ${port}`));

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => {
    // Requests under way get up to 5 s to finish (open keep-alive connections must not hold the exit up
    // for long); then the spans of the last few seconds go out, however the wait ended (nothing when
    // tracing is off), within the exporter's own timeout, and the process with them.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const waited = new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
    void Promise.race([closed, waited])
      .then(() => flushTraces())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 20_000).unref();
  });
