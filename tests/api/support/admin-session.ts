// A signed-in admin for API tests of admin-only operations: a real admin user
// and the session cookie the web app would hold, sent as the browser sends it.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { createUser } from "@/lib/users/service";
import { db } from "../helpers";

const SECRET = "admin-session-test-secret-0123456789abcdef";

/** Headers that make op() call as a fresh admin; the id is theirs. */
export async function adminSession() {
  process.env.NEXTAUTH_SECRET ??= SECRET;
  const admin = await createUser(db, { email: `admin-${randomUUID().slice(0, 8)}@example.test`, password: "a long passphrase", role: "admin", name: "Ada Admin" });
  const jwt = await encode({ token: { sub: admin.id, sv: 0 }, secret: process.env.NEXTAUTH_SECRET });
  return { id: admin.id, headers: { cookie: `next-auth.session-token=${jwt}`, host: "localhost" } };
}
