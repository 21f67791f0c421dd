// What the pages and the proxy know of the gate on a driver's phone, without the database: the phone's
// cookie, its page's address, and a code from a link as the gate shows it.

/** The phone's own id: HttpOnly, made by proxy.ts the first time the phone opens its gate page. */
export const GATE_PHONE_COOKIE = "dockside_gate_phone";

/** /gate/<slug>/me, the page the facility's sign points to. */
export const PHONE_GATE_PAGE = /^\/gate\/[^/]+\/me\/?$/;

export const phoneGatePath = (slug: string, code?: string) =>
  `/gate/${encodeURIComponent(slug)}/me${code ? `?code=${encodeURIComponent(code)}` : ""}`;

/** A ?code= from a link (the appointment's QR), as a confirmation code can be: 8 letters and digits. */
export const shownCode = (raw: string | undefined) =>
  raw
    ?.toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, 8) || undefined;
