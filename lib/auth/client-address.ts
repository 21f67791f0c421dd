// Who is asking, by network address, for the limits that apply before (or
// without) knowing who signed in. X-Forwarded-* headers are anyone's to send,
// so they count only when TRUST_PROXY says how many proxies of ours stand in
// front (1: one, e.g. nginx). npm start's server (scripts/server.ts) appends
// the connection's own address to X-Forwarded-For and drops the other
// forwarded headers unless TRUST_PROXY is set: the last entry is then the
// address that connected, and each trusted proxy adds one before it.

type Env = Record<string, string | undefined>;
type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** How many proxies in front are trusted to say who connected to them (TRUST_PROXY; unset or 0: none). */
export function trustedProxies(env: Env = process.env): number {
  const n = Number(env.TRUST_PROXY ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const v = headers[name];
  return Array.isArray(v) ? v.join(", ") : v;
}

/** The client's address: the entry of X-Forwarded-For just before the trusted proxies' own. */
export function clientAddress(headers: HeaderSource, env: Env = process.env): string {
  const hops = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const at = hops.length - 1 - trustedProxies(env);
  return hops[Math.max(at, 0)] ?? "unknown";
}

/** The host the browser asked for: X-Forwarded-Host only from a trusted proxy, else Host. */
export function requestedHost(headers: HeaderSource, env: Env = process.env): string | undefined {
  const forwarded = trustedProxies(env)
    ? header(headers, "x-forwarded-host")?.split(",")[0].trim()
    : undefined;
  return forwarded || header(headers, "host");
}

const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/**
 * For the HTTP server, before Next sees a request (scripts/server.ts): the
 * connection's address is appended to X-Forwarded-For, as a proxy would. With
 * no trusted proxy the client's own X-Forwarded-* are dropped first, so that
 * what it claims cannot count; Next then fills in host and protocol itself.
 */
export function adoptForwardedHeaders(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  env: Env = process.env,
): void {
  const trusted = trustedProxies(env) > 0;
  const prior = trusted ? headers["x-forwarded-for"] : undefined;
  if (!trusted) for (const name of FORWARDED) delete headers[name];
  const chain = [...(Array.isArray(prior) ? prior : prior ? [prior] : []), socketAddress ?? "unknown"];
  headers["x-forwarded-for"] = chain.join(", ");
}
