// Web sign-in: next-auth v4 with e-mail and password, sessions as a signed
// and encrypted JWT in an httpOnly cookie (next-auth's default). The JWT
// carries only who the user is and the sessionVersion it was issued for; the
// role and scope are read from the database on each request (session-user.ts).
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { Role } from "../core/roles";
import { db } from "../db";
import { authenticateUser } from "../users/service";
import { safeRedirect } from "./callback-url";
import { clientAddress } from "./client-address";
import { signInFailed, signInSucceeded, signInWait } from "./sign-in-throttle";
import { signInWaitError } from "./sign-in-wait";
import { OIDC_PROVIDER_ID, oidcProvider, oidcSettings } from "./oidc";
import { signInWithClaims } from "../sso/sign-in";

declare module "next-auth/jwt" {
  interface JWT {
    role?: Role;
    /** The user's sessionVersion when this session was issued. */
    sv?: number;
    /** When the user signed in through the identity provider (seconds); absent for a password. */
    sso?: number;
  }
}

declare module "next-auth" {
  interface User {
    role: Role;
    sessionVersion: number;
  }
  interface Session {
    user: { id: string; name: string; email: string; role: Role };
  }
}

export const SIGN_IN_PATH = "/signin";
/** Where a sign-in through the identity provider that Dockside refuses ends, with its reason. */
export const SSO_REFUSED_PATH = "/signin/refused";
// A working week plus a weekend: dispatchers come back on Monday still signed in.
const SESSION_MAX_AGE_SECONDS = 8 * 24 * 60 * 60;

const oidc = oidcSettings();

export const authOptions: AuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
  providers: [
    ...(oidc ? [oidcProvider(oidc)] : []),
    CredentialsProvider({
      name: "E-mail and password",
      credentials: {
        email: { label: "E-mail", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, req) {
        const email = credentials?.email ?? "";
        const password = credentials?.password ?? "";
        if (!email || !password || password.length > 200) return null;
        const address = clientAddress(req?.headers ?? {});
        const wait = await signInWait(email, address);
        // next-auth hands a thrown message to the sign-in form as its error.
        if (wait) throw new Error(signInWaitError(wait));
        const user = await authenticateUser(db, email, password);
        if (!user) {
          await signInFailed(email, address);
          return null;
        }
        await signInSucceeded(email, address);
        return {
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          sessionVersion: user.sessionVersion,
        };
      },
    }),
  ],
  callbacks: {
    // next-auth's own check lets "/\t/evil.example" through (any "/" prefix): ours parses it.
    redirect: ({ url, baseUrl }) => safeRedirect(url, baseUrl),
    // Password sign-ins were decided in authorize(); one through the provider is decided here, by the
    // sign-in rules, and `user` (the object the jwt callback gets next) becomes the Dockside account.
    async signIn({ user, account, profile }) {
      if (account?.provider !== OIDC_PROVIDER_ID) return true;
      const outcome = await signInWithClaims(db, (profile ?? {}) as Record<string, unknown>);
      if ("refused" in outcome) return `${SSO_REFUSED_PATH}?reason=${outcome.refused}`;
      Object.assign(user, outcome.user);
      return true;
    },
    jwt({ token, user, account }) {
      // `user` is only present right after sign-in.
      if (user) {
        token.sub = user.id;
        token.email = user.email;
        token.name = user.name;
        token.role = user.role;
        token.sv = user.sessionVersion;
        if (account?.provider === OIDC_PROVIDER_ID) token.sso = Math.floor(Date.now() / 1000);
      }
      return token;
    },
    session({ session, token }) {
      session.user = {
        id: token.sub ?? "",
        name: token.name ?? "",
        email: token.email ?? "",
        role: token.role ?? "carrier",
      };
      return session;
    },
  },
};
