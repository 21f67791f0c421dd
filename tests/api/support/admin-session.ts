// Signed-in people for API tests: a real user and the session cookie the web
// app would hold, sent as the browser sends it. Admin-only operations have no
// token of their own, so admins always come this way.
import { ADMIN_CLI } from "@/lib/core/caller";
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import type { NewUser } from "@/lib/users/schema";
import { createUser } from "@/lib/users/service";
import { db } from "../helpers";

const SECRET = "admin-session-test-secret-0123456789abcdef";

/** A new user of this kind, signed in: headers that make op() call as them, and their id. */
export async function userSession(fields: Omit<NewUser, "email" | "password">) {
  process.env.NEXTAUTH_SECRET ??= SECRET;
  const user = await createUser(db, ADMIN_CLI, {
    email: `${fields.role}-${randomUUID().slice(0, 8)}@example.test`,
    password: "a long passphrase",
    ...fields,
  });
  return { ...(await sessionOf(user.id)), email: user.email };
}

/** The session cookie headers of an existing user (signed up, or made by an admin). */
export async function sessionOf(userId: string) {
  process.env.NEXTAUTH_SECRET ??= SECRET;
  const jwt = await encode({ token: { sub: userId, sv: 0 }, secret: process.env.NEXTAUTH_SECRET });
  return { id: userId, headers: { cookie: `next-auth.session-token=${jwt}`, host: "localhost" } };
}

export const adminSession = () => userSession({ role: "admin", name: "Ada Admin" });
