// Route handlers served on a real HTTP server of the test file's own, for
// clients that speak HTTP themselves (the MCP SDK's client, a client generated
// from an OpenAPI document): Node's request becomes the web Request the route
// takes, its Response goes back over the socket.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

type Handler = (req: Request) => Promise<Response> | Response;
/** By path: the route's handlers by method. A path ending in "/" serves everything under it. */
export type Routes = Record<string, Partial<Record<string, Handler>>>;

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** For a test file's top level: `url(path)` on a server that serves `routes`. */
export function routeServer(routes: Routes) {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", base);
      const key = Object.keys(routes).find((p) =>
        p.endsWith("/") ? url.pathname.startsWith(p) : url.pathname === p,
      );
      const handler = key && routes[key][req.method ?? "GET"];
      if (!handler) return res.writeHead(404).end();
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const body = await bodyOf(req);
      const answer = await handler(
        new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined }),
      );
      res.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { url: (path: string) => new URL(path, base) };
}
