// The part of oidc-provider's API the test provider uses (the package ships no types).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Account = { accountId: string; claims: () => Record<string, unknown> };

  export type Configuration = {
    clients: Record<string, unknown>[];
    conformIdTokenClaims?: boolean;
    claims?: Record<string, string[]>;
    findAccount: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    pkce?: { required: () => boolean };
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: "server_error", listener: (ctx: unknown, err: Error) => void): this;
  }
}
