// One webhook attempt against a real local server: 2xx succeeds, a redirect is
// an answer (not followed), the first KiB of the body is kept, and a short
// answer leaves the connection open for the next delivery.
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { postJson } from "./http";

let connections = 0;
let handler: RequestListener = (_req, res) => res.writeHead(204).end();
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => handler(req, res));
});
server.on("connection", () => connections++);
let url = "";
beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_URLS;
  server.closeAllConnections();
  server.close();
});

it("succeeds on a 2xx, and sends the next deliveries on the connection it has", async () => {
  handler = (_req, res) => res.writeHead(202).end("queued");
  const first = await postJson(url, {}, "{}");
  expect(first).toMatchObject({ status: 202, response: "queued" });
  expect(first.error).toBeUndefined();
  await postJson(url, {}, "{}");
  const open = connections;
  for (let i = 0; i < 3; i++) expect(await postJson(url, {}, "{}")).toMatchObject({ status: 202 });
  expect(connections).toBe(open);
});

it("does not follow a redirect: it is a failure with its status", async () => {
  let followed = false;
  handler = (req, res) => {
    if (req.url === "/elsewhere") followed = true;
    res.writeHead(307, { location: "/elsewhere" }).end();
  };
  const outcome = await postJson(url, {}, "{}");
  expect(outcome).toMatchObject({ status: 307, error: "redirect (307) not followed to /elsewhere" });
  expect(followed).toBe(false);
});

it("keeps the first KiB of a long answer", async () => {
  handler = (_req, res) => res.writeHead(500).end("x".repeat(50_000));
  const outcome = await postJson(url, {}, "{}");
  expect(outcome).toMatchObject({ status: 500, error: "HTTP 500" });
  expect(outcome.response).toBe("x".repeat(1024));
});

it("sends again on a new connection when the kept one was closed by the other side as it was reused", async () => {
  handler = (_req, res) => res.writeHead(200).end("ok");
  expect(await postJson(url, {}, "{}")).toMatchObject({ status: 200 });
  // The receiver drops the connection it kept open the moment the next request arrives on it, before
  // answering: what a receiver closing an idle connection just as it is reused looks like from here.
  const seen = new WeakSet<object>();
  let dropped = 0;
  handler = (req, res) => {
    const socket = req.socket;
    if (!seen.has(socket) && dropped === 0) {
      seen.add(socket);
      dropped++;
      socket.destroy();
      return;
    }
    res.writeHead(200).end("ok");
  };
  const outcome = await postJson(url, {}, "{}");
  expect(dropped).toBe(1);
  expect(outcome).toMatchObject({ status: 200, response: "ok" });
});
