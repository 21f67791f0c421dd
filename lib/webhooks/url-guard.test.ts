// The private-address rule, down to the connection: an address class table,
// and a real request whose host name resolves to loopback, refused in the DNS
// lookup of the connection itself (what defeats DNS rebinding).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postJson } from "./http";
import { isPrivateAddress } from "./url-guard";

afterEach(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_URLS;
});

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.255.0.9", true],
    ["10.20.30.40", true],
    ["172.16.0.1", true],
    ["172.31.255.255", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["224.0.0.1", true],
    ["::1", true],
    ["::", true],
    ["fd12:3456::1", true],
    ["fe80::1", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:8.8.8.8", true],
    ["not an address", true],
    ["8.8.8.8", false],
    ["172.32.0.1", false],
    ["93.184.216.34", false],
    ["2606:4700::1111", false],
  ])("%s: %s", (address, expected) => expect(isPrivateAddress(address)).toBe(expected));
});

describe("a delivery's connection", () => {
  it("is refused in its own DNS lookup when the name resolves to loopback, and made when private URLs are allowed", async () => {
    let hits = 0;
    const server = createServer((req, res) => {
      hits++;
      req.resume();
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://localhost:${(server.address() as AddressInfo).port}/hooks`;
    try {
      const refused = await postJson(url, {}, "{}");
      expect(refused.error).toMatch(/localhost resolves to a private address/);
      expect(hits).toBe(0);
      process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
      expect(await postJson(url, {}, "{}")).toMatchObject({ status: 204 });
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});
