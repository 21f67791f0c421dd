// Where to go after signing in: only a page of this site. A prefix check is
// not enough: browsers drop tabs and newlines from URLs and read `\` as `/`,
// so "/\t/evil.example" and "/\\evil.example" lead to another host. The value
// is parsed the way the browser will parse it and kept only when it stays on
// our origin; control characters and backslashes are refused outright (they
// also break the Location header of a server-side redirect).
const BASE = "http://dockside.invalid";
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/** `value` as a path on this site ("/a?b#c"), or `fallback` when it leads anywhere else. */
export function safeCallbackUrl(value: string | string[] | undefined | null, fallback = "/start"): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || !v.startsWith("/") || UNSAFE.test(v)) return fallback;
  let url: URL;
  try {
    url = new URL(v, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // "//x" can survive as a path ("/.//x" normalises to it); a browser reads it as a host.
  return path.startsWith("//") ? fallback : path;
}

/**
 * next-auth's redirect callback: where it sends the browser after signing in
 * or out. Absolute URLs count only on our own origin.
 */
export function safeRedirect(url: string, baseUrl: string): string {
  let path: string | string[] = url;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== new URL(baseUrl).origin) return baseUrl;
    path = parsed.pathname + parsed.search + parsed.hash;
  } catch {
    // Not absolute: a path, checked below.
  }
  const safe = safeCallbackUrl(path, "");
  return safe ? new URL(safe, baseUrl).toString() : baseUrl;
}

/** The header proxy.ts uses to tell the portal layout which page was asked for. */
export const PATH_HEADER = "x-dockside-path";
