// The company's identity provider (OpenID Connect), when OIDC_ISSUER names
// one: next-auth's OAuth provider with discovery, the authorization code flow
// with PKCE, state and nonce, and the ID token's claims as the profile (the
// sign-in rules read them: lib/sso/sign-in.ts). Without OIDC_ISSUER nothing
// of this is on. Its callback is <NEXTAUTH_URL>/api/auth/callback/oidc.
import type { OAuthConfig } from "next-auth/providers/oauth";

export const OIDC_PROVIDER_ID = "oidc";

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; name: string };

/** The provider's settings from the environment, or null when OIDC_ISSUER is not set. */
export function oidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  return {
    issuer: issuer.replace(/\/+$/, ""),
    clientId: env.OIDC_CLIENT_ID ?? "",
    clientSecret: env.OIDC_CLIENT_SECRET ?? "",
    name: env.OIDC_NAME?.trim() || "your company account",
  };
}

/** The button's name, or null when there is no provider. */
export const oidcName = () => oidcSettings()?.name ?? null;

type Profile = Record<string, unknown> & { sub: string };

export function oidcProvider(s: OidcSettings): OAuthConfig<Profile> {
  return {
    id: OIDC_PROVIDER_ID,
    name: s.name,
    type: "oauth",
    wellKnown: `${s.issuer}/.well-known/openid-configuration`,
    issuer: s.issuer,
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    // The profile is the ID token's claims (groups included when the provider puts them there).
    idToken: true,
    checks: ["pkce", "state", "nonce"],
    // Who this is in Dockside is decided in the sign-in callback (lib/auth/session.ts), from all the claims.
    profile: (claims) => ({
      id: claims.sub,
      email: typeof claims.email === "string" ? claims.email : "",
      name: typeof claims.name === "string" ? claims.name : "",
      role: "carrier",
      sessionVersion: -1,
    }),
  };
}
