// Where a webhook may be sent. A subscriber chooses the URL, so without a
// check any user could make the server call its own private network (SSRF).
// The URL is checked when it is saved and again at every delivery, where the
// check sits in the very DNS lookup the connection uses: a name that resolved
// to a public address at subscription and to 127.0.0.1 later (DNS rebinding)
// is refused before a byte is sent.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

export const privateUrlsAllowed = () => process.env.WEBHOOK_ALLOW_PRIVATE_URLS === "1";

// Two lists: Node matches an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d), so the rule that
// refuses every mapped address would refuse every IPv4 address.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this" network, unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 3], // multicast, reserved, broadcast
] as const)
  BLOCKED_V4.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::ffff:0:0", 96], // IPv4-mapped: whatever it maps to
  ["::", 96], // IPv4-compatible (deprecated)
  ["64:ff9b::", 96], // NAT64: an IPv4 address in disguise
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  BLOCKED_V6.addSubnet(net, prefix, "ipv6");

/** Loopback, private, link-local, unique-local, mapped and other non-public addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? BLOCKED_V4.check(address, "ipv4") : BLOCKED_V6.check(address, "ipv6");
}

export class RefusedTarget extends Error {
  constructor(
    readonly reason: "invalid_url" | "https_required" | "private_address" | "unresolvable_host",
    message: string,
  ) {
    super(message);
  }
}

/** The URL parsed, if its form is acceptable: http(s), no credentials, https unless private URLs are allowed. */
export function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTarget("invalid_url", "must be an absolute URL such as https://tms.example.com/hooks");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new RefusedTarget("invalid_url", "must be an http or https URL");
  if (url.username || url.password)
    throw new RefusedTarget("invalid_url", "must not hold a user name or password");
  if (url.protocol === "http:" && !privateUrlsAllowed())
    throw new RefusedTarget("https_required", "must use https");
  return url;
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

const lookupAll = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

/** Throws RefusedTarget when the URL is malformed or its host is, or resolves to, a non-public address. */
export async function checkTarget(raw: string): Promise<URL> {
  const url = parseTarget(raw);
  if (privateUrlsAllowed()) return url;
  const host = bare(url.hostname);
  const addresses = isIP(host)
    ? [host]
    : await lookupAll(host).then(
        (list) => list.map((a) => a.address),
        () => {
          throw new RefusedTarget("unresolvable_host", `host ${host} does not resolve`);
        },
      );
  const refused = addresses.find(isPrivateAddress);
  if (refused !== undefined || !addresses.length)
    throw new RefusedTarget("private_address", `must not lead to a private address (${host} is ${refused})`);
  return url;
}

/**
 * At delivery: the URL's form, and an address written in it. A name is checked where the connection resolves
 * it (publicOnlyLookup); an address in the URL is never looked up, so it is checked here.
 */
export async function assertDeliverable(raw: string): Promise<void> {
  const host = bare(parseTarget(raw).hostname);
  if (privateUrlsAllowed()) return;
  if (isIP(host)) {
    if (isPrivateAddress(host))
      throw new RefusedTarget("private_address", `refused: ${host} is a private address`);
    return;
  }
  // Also resolved here, not only in the connection's lookup: the rule holds even where a fetch wrapper would
  // drop the dispatcher that carries that lookup.
  const addresses = await lookupAll(host).catch(() => {
    throw new RefusedTarget("unresolvable_host", `${host} does not resolve`);
  });
  const refused = addresses.find((a) => isPrivateAddress(a.address));
  if (refused)
    throw new RefusedTarget(
      "private_address",
      `refused: ${host} resolves to a private address (${refused.address})`,
    );
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A drop-in for dns.lookup (the `lookup` option of a socket connection): resolves as usual, and fails the
 * connection when any address is not public. Node calls it with `all: true` when it races address families.
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || !addresses.length) {
      const e: NodeJS.ErrnoException = new RefusedTarget(
        "private_address",
        `refused: ${hostname} resolves to a private address (${refused?.address ?? "none"})`,
      );
      e.code = "EPRIVATEADDRESS";
      return callback(e, []);
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
}
