import { describe, expect, it } from "vitest";
import {
  cookiesOf,
  hasSessionCookie,
  isSameOriginRequest,
  SSO_SESSION_HOURS,
  ssoSessionOver,
} from "./session-cookie";

const h = (init: Record<string, string>) => new Headers({ host: "dock.example.com", ...init });

describe("isSameOriginRequest", () => {
  it("accepts our own pages and typed-in addresses", () => {
    expect(
      isSameOriginRequest(h({ "sec-fetch-site": "same-origin", origin: "https://dock.example.com" })),
    ).toBe(true);
    expect(isSameOriginRequest(h({ "sec-fetch-site": "none" }))).toBe(true);
    // No fetch metadata (older browsers, scripts): the Origin, when sent, must match.
    expect(isSameOriginRequest(h({}))).toBe(true);
  });

  it("refuses other sites, sibling subdomains included", () => {
    expect(isSameOriginRequest(h({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(h({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOriginRequest(h({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(h({ origin: "https://dock.example.com.evil.example" }))).toBe(false);
    expect(isSameOriginRequest(h({ origin: "null" }))).toBe(false);
  });

  it("compares with the forwarded host only behind a trusted proxy (TRUST_PROXY)", () => {
    const before = process.env.TRUST_PROXY;
    const proxied = (origin: string) =>
      new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": "dock.example.com", origin });
    try {
      delete process.env.TRUST_PROXY;
      // Anyone can send X-Forwarded-Host: without a proxy of ours it proves nothing.
      expect(isSameOriginRequest(proxied("https://dock.example.com"))).toBe(false);
      expect(isSameOriginRequest(proxied("http://127.0.0.1:3000"))).toBe(true);
      process.env.TRUST_PROXY = "1";
      expect(isSameOriginRequest(proxied("https://dock.example.com"))).toBe(true);
      expect(isSameOriginRequest(proxied("http://127.0.0.1:3000"))).toBe(false);
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });
});

describe("cookiesOf", () => {
  it("parses and decodes a Cookie header, finding chunked session cookies", () => {
    const c = cookiesOf("a=1; next-auth.session-token.0=abc%3D; next-auth.session-token.1=def");
    expect(c.getAll()).toEqual([
      { name: "a", value: "1" },
      { name: "next-auth.session-token.0", value: "abc=" },
      { name: "next-auth.session-token.1", value: "def" },
    ]);
    expect(hasSessionCookie(c)).toBe(true);
    expect(hasSessionCookie(cookiesOf("other=1"))).toBe(false);
    expect(hasSessionCookie(cookiesOf(null))).toBe(false);
  });

  it("survives a malformed escape", () => {
    expect(cookiesOf("x=%E0%A4%A").getAll()).toEqual([{ name: "x", value: "%E0%A4%A" }]);
  });
});

describe("ssoSessionOver", () => {
  it("ends a session from the identity provider after a working day, not the password session's week", () => {
    const signedIn = 1_800_000_000;
    expect(ssoSessionOver(signedIn, (signedIn + SSO_SESSION_HOURS * 3600 - 1) * 1000)).toBe(false);
    expect(ssoSessionOver(signedIn, (signedIn + SSO_SESSION_HOURS * 3600 + 1) * 1000)).toBe(true);
  });
});
