// The app the browser tests run against: the production build the benchmark
// runs too (made unless one newer than the sources is there), a fresh SQLite
// database under e2e/.artifacts (never the developer's data/), migrated and
// loaded with the demo data, then the app's server on the test port.
// E2E_SKIP_BUILD=1 takes the build as it is, even when sources changed since.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { createClient } from "../lib/db";
import { seedDemo } from "../lib/demo/seed";
import { migrate } from "../lib/db/migrate";
import { serverNodeArgs } from "../scripts/server-command";
import { ensureBuild } from "../scripts/test-build";
import { ARTIFACTS, E2E_DATABASE_FILE, E2E_ENV, E2E_SMTP_PORT } from "./env";
import { startMailbox } from "./mailbox";

const env = { ...process.env, ...E2E_ENV };

if (process.env.E2E_SKIP_BUILD !== "1") {
  mkdirSync(ARTIFACTS, { recursive: true });
  ensureBuild(path.join(ARTIFACTS, "build.log"), console.log);
}

rmSync(path.dirname(E2E_DATABASE_FILE), { recursive: true, force: true });
mkdirSync(path.dirname(E2E_DATABASE_FILE), { recursive: true });
const url = `file:${E2E_DATABASE_FILE}`;
migrate(url, { quiet: true });
const db = createClient(url);
await seedDemo(db);
await db.$disconnect();

// The app sends its e-mail here (E2E_ENV.SMTP_URL) for the whole run.
await startMailbox(Number(E2E_SMTP_PORT));

// The server npm start runs, as it runs it (scripts/server-command.ts), so the tests see its handling of
// forwarded headers.
const next = spawn(process.execPath, serverNodeArgs(env), {
  stdio: "inherit",
  env: { ...env, DATABASE_URL: url, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => next.kill(signal));
// Exiting closes the mailbox too.
next.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
