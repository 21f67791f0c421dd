"use server";
// Keeps a gate device's secret in this browser's cookie, when it is a live
// device link of the facility at `slug`. HttpOnly: the page's script never
// reads it again; it rides along with the gate page's own API calls.
import { cookies } from "next/headers";
import { db } from "@/lib/db";
import { GATE_COOKIE, gateCallerForSecret } from "@/lib/gate/links";

const FOUR_HUNDRED_DAYS = 400 * 24 * 3600; // the longest a browser keeps a cookie

export async function connectGate(slug: string, secret: string): Promise<{ ok: boolean }> {
  const [facility, caller] = await Promise.all([
    db.facility.findUnique({ where: { slug }, select: { id: true } }),
    gateCallerForSecret(db, secret.trim()),
  ]);
  if (!facility || !caller || caller.facilityIds[0] !== facility.id) return { ok: false };
  (await cookies()).set(GATE_COOKIE, secret.trim(), {
    httpOnly: true,
    sameSite: "lax",
    secure: (process.env.NEXTAUTH_URL ?? "").startsWith("https:"),
    path: "/",
    maxAge: FOUR_HUNDRED_DAYS,
  });
  return { ok: true };
}
