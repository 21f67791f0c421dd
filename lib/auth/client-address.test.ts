import { describe, expect, it } from "vitest";
import { adoptForwardedHeaders, clientAddress, requestedHost, trustedProxies } from "./client-address";

const h = (init: Record<string, string>) => new Headers(init);

describe("clientAddress", () => {
  it("takes the address that connected when no proxy is trusted, whatever the client claims", () => {
    // npm start's server appends the connection's address: the last entry.
    expect(clientAddress(h({ "x-forwarded-for": "10.9.9.9, 198.51.100.4" }), {})).toBe("198.51.100.4");
    expect(clientAddress(h({ "x-forwarded-for": "198.51.100.4" }), { TRUST_PROXY: "0" })).toBe(
      "198.51.100.4",
    );
    expect(clientAddress(h({}), {})).toBe("unknown");
  });

  it("takes the entry before each trusted proxy's own", () => {
    const xff = { "x-forwarded-for": "10.9.9.9, 203.0.113.7, 192.0.2.1" };
    expect(clientAddress(h(xff), { TRUST_PROXY: "1" })).toBe("203.0.113.7");
    expect(clientAddress(h(xff), { TRUST_PROXY: "2" })).toBe("10.9.9.9");
    expect(clientAddress(h(xff), { TRUST_PROXY: "5" })).toBe("10.9.9.9");
    expect(clientAddress({ "x-forwarded-for": ["203.0.113.7", "192.0.2.1"] }, { TRUST_PROXY: "1" })).toBe(
      "203.0.113.7",
    );
  });

  it("reads TRUST_PROXY as a count of proxies, anything else as none", () => {
    expect([undefined, "", "0", "yes", "-1", "1.5"].map((v) => trustedProxies({ TRUST_PROXY: v }))).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
    expect(trustedProxies({ TRUST_PROXY: "1" })).toBe(1);
  });
});

describe("requestedHost", () => {
  it("believes X-Forwarded-Host only from a trusted proxy", () => {
    const headers = h({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example, dock.example.com" });
    expect(requestedHost(headers, {})).toBe("127.0.0.1:3000");
    expect(requestedHost(headers, { TRUST_PROXY: "1" })).toBe("evil.example");
  });
});

describe("adoptForwardedHeaders", () => {
  const claimed = () => ({
    host: "dock.example.com",
    "x-forwarded-for": "10.9.9.9",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
  });

  it("drops what a client claims when no proxy is trusted, and records who connected", () => {
    const headers: Record<string, string | string[] | undefined> = claimed();
    adoptForwardedHeaders(headers, "198.51.100.4", {});
    expect(headers).toEqual({ host: "dock.example.com", "x-forwarded-for": "198.51.100.4" });
    expect(clientAddress(headers, {})).toBe("198.51.100.4");
  });

  it("keeps a trusted proxy's headers and appends the proxy's own address", () => {
    const headers: Record<string, string | string[] | undefined> = claimed();
    adoptForwardedHeaders(headers, "192.0.2.1", { TRUST_PROXY: "1" });
    expect(headers["x-forwarded-for"]).toBe("10.9.9.9, 192.0.2.1");
    expect(headers["x-forwarded-host"]).toBe("evil.example");
    expect(clientAddress(headers, { TRUST_PROXY: "1" })).toBe("10.9.9.9");
  });
});
