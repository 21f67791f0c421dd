// Where sign-in sends a user who has no page to go back to: their role's home.
import { NextResponse } from "next/server";
import { homeOf } from "@/lib/core/roles";
import { currentUser } from "@/lib/auth/current-user";

export async function GET(req: Request) {
  const user = await currentUser();
  return NextResponse.redirect(new URL(user ? homeOf(user.role) : "/signin", req.url));
}
