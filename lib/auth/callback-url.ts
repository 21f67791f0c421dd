// Where to go after signing in. Only local paths: a callbackUrl of
// https://evil.example (or //evil.example) must not be followed.
export function safeCallbackUrl(value: string | string[] | undefined | null, fallback = "/start"): string {
  const v = Array.isArray(value) ? value[0] : value;
  return v && v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\") ? v : fallback;
}

/** The header proxy.ts uses to tell the portal layout which page was asked for. */
export const PATH_HEADER = "x-dockside-path";
