// A service's URL (SMTP, SMSC, gateway) as logs and the start message show it: the password hidden.
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(not a valid URL)";
  }
}
