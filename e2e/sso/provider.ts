// A real OpenID provider (the `oidc-provider` package) inside the test
// process: one confidential client for the app, accounts whose claims a test
// sets and changes between sign-ins, and the package's own login and consent
// pages, which the browser fills in as a person would. It listens on 127.0.0.1
// while the app is on localhost, so its cookies are its own.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type AccountClaims = {
  email: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
};

export const CLIENT = { id: "dockside-e2e", secret: "e2e-only-client-secret-0123456789" };

export class TestProvider {
  private readonly accounts = new Map<string, AccountClaims>();
  private server: Server | null = null;

  constructor(
    readonly port: number,
    private readonly appUrl: string,
  ) {}

  get issuer() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Makes or changes an account; its claims are read again at each sign-in. */
  setAccount(login: string, claims: AccountClaims) {
    this.accounts.set(login, claims);
  }

  async start(): Promise<void> {
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: CLIENT.id,
          client_secret: CLIENT.secret,
          redirect_uris: [`${this.appUrl}/api/auth/callback/oidc`],
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ],
      // The ID token carries every claim of the scopes granted: the app reads groups from it.
      conformIdTokenClaims: false,
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
      findAccount: (_ctx, id) => {
        const claims = this.accounts.get(id);
        if (!claims) return undefined;
        return { accountId: id, claims: () => ({ sub: id, ...claims }) };
      },
      pkce: { required: () => true },
      cookies: { keys: ["e2e-only-cookie-key-0123456789"] },
      features: { devInteractions: { enabled: true } },
    });
    // Its warnings about development keys and pages are for people running it in production.
    provider.on("server_error", (_ctx, err) => console.error("test provider:", err));
    this.server = createServer(provider.callback());
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    if (port !== this.port) throw new Error(`provider on ${port}, wanted ${this.port}`);
  }

  /** Down, as a provider in an outage is: nothing answers on its port. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
