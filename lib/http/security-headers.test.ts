import { describe, expect, it } from "vitest";
import { commonSecurityHeaders, newNonce, pagePolicy, publicUrlIsHttps } from "./security-headers";

describe("security headers", () => {
  it("gives a page policy with the nonce, no eval in production, and no framing", () => {
    const p = pagePolicy("abc");
    expect(p).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(p).not.toContain("unsafe-eval");
    expect(p).toContain("frame-ancestors 'none'");
    expect(p).toContain("object-src 'none'");
    expect(pagePolicy("abc", { dev: true })).toContain("'unsafe-eval'");
  });
  it("sends HSTS only when the public URL is https", () => {
    expect(publicUrlIsHttps({ NEXTAUTH_URL: "https://docks.example.com" })).toBe(true);
    expect(publicUrlIsHttps({ NEXTAUTH_URL: "http://localhost:3000" })).toBe(false);
    expect(publicUrlIsHttps({})).toBe(false);
    expect(commonSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(commonSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(commonSecurityHeaders(false)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });
  it("makes a new 128-bit nonce each time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});
