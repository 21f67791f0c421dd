"use server";
// Keeps a gate device's secret in this browser's cookie, when it is a live
// device link of the facility at `slug`. HttpOnly: the page's script never
// reads it again; it rides along with the gate page's own API calls.
//
// The browser becomes the gate and nothing else: a staff session in it ends
// (only in this browser; the person stays signed in elsewhere). A tablet at the
// gate is used by every driver who walks up, and a staff session left in it
// would open the calendar, the settings and the device links to all of them for
// days, as kiosk modes of point-of-sale and visitor tablets sign their manager
// out for the same reason.
import { cookies } from "next/headers";
import { sessionCookieNames } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import { GATE_COOKIE, gateCallerForSecret } from "@/lib/gate/links";

const FOUR_HUNDRED_DAYS = 400 * 24 * 3600; // the longest a browser keeps a cookie

export async function connectGate(slug: string, secret: string): Promise<{ ok: boolean }> {
  const [facility, caller] = await Promise.all([
    db.facility.findUnique({ where: { slug }, select: { id: true } }),
    gateCallerForSecret(db, secret.trim()),
  ]);
  if (!facility || !caller || caller.facilityIds[0] !== facility.id) return { ok: false };
  const store = await cookies();
  const secure = (process.env.NEXTAUTH_URL ?? "").startsWith("https:");
  store.set(GATE_COOKIE, secret.trim(), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: FOUR_HUNDRED_DAYS,
  });
  for (const name of sessionCookieNames(store))
    store.set(name, "", {
      httpOnly: true,
      sameSite: "lax",
      secure: secure || name.startsWith("__Secure-"),
      path: "/",
      maxAge: 0,
    });
  return { ok: true };
}
