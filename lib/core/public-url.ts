// Absolute links for what leaves the app (e-mails, calendar files): the
// address people reach it at, NEXTAUTH_URL, since there is no request to read it from.
export const DEFAULT_PUBLIC_URL = "http://localhost:3000";

export function publicUrl(path = "/"): string {
  return new URL(path, process.env.NEXTAUTH_URL || DEFAULT_PUBLIC_URL).toString();
}
