// The security headers of every answer: pages get a Content-Security-Policy
// with a nonce made per request (proxy.ts), which Next puts on its own
// scripts; API answers, which are data and never a document, get a policy
// that allows nothing. Everything refuses to be framed (the signed-in calendar
// framed by a same-site page was the clickjacking of issue 11).
// No Node APIs here: proxy.ts imports it too.

/** HSTS only when the public URL is https: a plain-http deployment must stay reachable. */
export function publicUrlIsHttps(env: Record<string, string | undefined> = process.env): boolean {
  return /^https:\/\//i.test(env.NEXTAUTH_URL ?? "");
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy of a page. Scripts: only those carrying the nonce, and what they
 * load ('strict-dynamic'); no eval in production (zod runs jitless,
 * instrumentation-client.ts). Styles may be inline: React's style attributes,
 * Swagger UI and the charts set them, and a nonce would switch
 * 'unsafe-inline' off; a style cannot run code.
 */
export function pagePolicy(nonce: string, opts: { dev?: boolean; https?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** An API answer is data: nothing in it may run, load or be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers every answer carries besides its policy. */
export function commonSecurityHeaders(https = publicUrlIsHttps()): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000" } : {}),
  };
}

/** What an API answer carries: the common headers and the policy that allows nothing. */
export const apiSecurityHeaders = (): Record<string, string> => ({
  ...commonSecurityHeaders(),
  "Content-Security-Policy": API_POLICY,
});
