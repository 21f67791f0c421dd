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
    // Documentation, site-local, and IPv4 addresses inside IPv6 ones.
    ["192.0.2.1", true],
    ["198.51.100.7", true],
    ["203.0.113.5", true],
    ["240.0.0.1", true],
    ["198.18.0.1", true],
    ["fec0::1", true],
    ["2001:db8::1", true],
    ["2002:7f00:1::", true],
    ["2002:c0a8:101::1", true],
    ["::ffff:0:7f00:1", true],
    ["64:ff9b::7f00:1", true],
    ["64:ff9b::a00:1", true],
    ["2001::1", true],
    // IPv4-compatible (::/96, deprecated), as the URL parser writes [::127.0.0.1]: [::7f00:1].
    ["::7f00:1", true],
    ["::a00:1", true],
    ["::808:808", true],
    ["2002:808:808::1", false],
    ["64:ff9b::808:808", false],
    ["8.8.8.8", false],
    ["172.32.0.1", false],
    ["93.184.216.34", false],
    ["2606:4700::1111", false],
  ])("%s: %s", (address, expected) => expect(isPrivateAddress(address)).toBe(expected));

  it("refuses the host of http://[::127.0.0.1]/ as the URL parser gives it", () => {
    const host = new URL("http://[::127.0.0.1]/hook").hostname.replace(/^\[|\]$/g, "");
    expect(isPrivateAddress(host)).toBe(true);
  });
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
