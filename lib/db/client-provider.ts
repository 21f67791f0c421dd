// Which database a Prisma client talks to, from the client itself: also for clients made without
// createClient (a worker process with an adapter of its own settings).
import type { Provider } from "./url";

export function clientProvider(db: object): Provider {
  // Set by the generated client from its schema's provider.
  const active = (db as { _activeProvider?: string })._activeProvider;
  if (active === "postgresql" || active === "postgres") return "postgresql";
  if (active === "sqlite") return "sqlite";
  throw new Error(`unknown database provider ${String(active)}`);
}
