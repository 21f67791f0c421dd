// The SSO spec's own app server (started by ./app-server.ts, run with tsx as
// e2e/serve.ts is): a fresh SQLite database of its own with the demo data,
// then the server npm start runs, from the one test build, with the
// environment it was given (the identity provider's OIDC_* among it).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { createClient } from "../../lib/db";
import { seedDemo } from "../../lib/demo/seed";
import { migrate } from "../../lib/db/migrate";
import { serverNodeArgs } from "../../scripts/server-command";
import { ARTIFACTS } from "../env";

const file = path.join(ARTIFACTS, "db-sso", "sso.db");
rmSync(path.dirname(file), { recursive: true, force: true });
mkdirSync(path.dirname(file), { recursive: true });
const url = `file:${file}`;
migrate(url, { quiet: true });
const db = createClient(url);
await seedDemo(db);
await db.$disconnect();

const next = spawn(process.execPath, serverNodeArgs(process.env), {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => next.kill(signal));
next.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
