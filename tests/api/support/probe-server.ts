// The probes and /metrics as the app's server answers them (lib/api/probes-node.ts,
// before Next), on a real HTTP server of the test file's own; a path they leave to
// Next answers 404 here, as Next does for a path it has no page for.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { serveOperations } from "@/lib/api/probes-node";

/** For a test file's top level: `get(path, headers)` against the server. */
export function probeServer() {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!serveOperations(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    get: (path: string, headers: Record<string, string> = {}, method = "GET") =>
      fetch(new URL(path, base), { method, headers }),
  };
}
