// Where a webhook may be sent. A subscriber chooses the URL, so without a
// check any user could make the server call its own private network (SSRF).
// The URL is checked when it is saved and again at every delivery, where the
// check sits in the very DNS lookup the connection uses: a name that resolved
// to a public address at subscription and to 127.0.0.1 later (DNS rebinding)
// is refused before a byte is sent.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

export const privateUrlsAllowed = () => process.env.WEBHOOK_ALLOW_PRIVATE_URLS === "1";

/** The IPv4 address held in the last 32 bits of an IPv6 one (NAT64), or in bits 16–47 (6to4). */
const embeddedV4 = (v6: ipaddr.IPv6, at: number) => new ipaddr.IPv4(v6.toByteArray().slice(at, at + 4));

/**
 * Whether an address is public: ipaddr.js names every special range (loopback, private, link-local,
 * carrier-grade NAT, documentation, benchmarking, multicast, unique-local, site-local...), and only plain
 * unicast passes (but not ::/96, the IPv4-compatible addresses, which ipaddr.js counts as unicast). 6to4 and
 * NAT64 addresses carry an IPv4 address, which must itself be public; mapped, translated and Teredo addresses
 * are refused outright (a name that resolves to one is up to no good).
 */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === "ipv4") return ip.range() === "unicast";
  const v6 = ip as ipaddr.IPv6;
  switch (v6.range()) {
    case "unicast":
      // ipaddr.js names no range for ::/96 (IPv4-compatible, deprecated): [::127.0.0.1] is such an address.
      return v6.parts.slice(0, 6).some((part) => part !== 0);
    case "6to4":
      return embeddedV4(v6, 2).range() === "unicast";
    case "rfc6052":
      return embeddedV4(v6, 12).range() === "unicast";
    default:
      return false;
  }
}

/** Loopback, private, link-local, unique-local, documentation, mapped and every other non-public address. */
export function isPrivateAddress(address: string): boolean {
  return isIP(address) === 0 || !isPublicAddress(address);
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
