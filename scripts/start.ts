// `npm start`: from a fresh clone to a running app. Migrates (and turns on WAL
// for SQLite), builds when the build is missing or stale, loads the demo into
// an empty database when wanted (start-demo.ts), then runs the app's server
// (scripts/server.ts, Next's handler) and passes signals on to it.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { createClient } from "../lib/db";
import { databaseUrl } from "../lib/db/url";
import { existingDemoSignIns, seedDemo } from "../lib/demo/seed";
import { mailStatusLines } from "../lib/mail/config";
import { smsStatusLines } from "../lib/sms/config";
import { migrateDatabase } from "./migrate";
import { serverNodeArgs } from "./server-command";
import { demoWanted, firstAdminHint } from "./start-demo";

const NEXT = path.join("node_modules", "next", "dist", "bin", "next");
const port = process.env.PORT || "3000";
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const appUrl = (env.NEXTAUTH_URL ||= `http://localhost:${port}`);
// Sessions must outlive a restart, so a generated secret is kept (data/ is gitignored).
env.NEXTAUTH_SECRET ||= keptSecret(path.join("data", ".secret"));

let loadDemo: boolean;
try {
  loadDemo = demoWanted(process.env);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

try {
  await migrateDatabase(databaseUrl(), { quiet: true });
} catch (e) {
  console.error(
    `Cannot migrate the database: ${String((e as { stderr?: Buffer }).stderr ?? (e as Error).message).trim()}`,
  );
  process.exit(1);
}

if (buildIsStale()) {
  const build = spawnSync(process.execPath, [NEXT, "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// After the build, so that a failed build does not lose the demo token's only showing.
const db = createClient();
const demo = loadDemo ? await seedDemo(db) : null;
const signIns = demo?.signIns ?? (await existingDemoSignIns(db));
const noAdmin = !demo && (await db.user.count({ where: { role: "admin", active: true } })) === 0;
await db.$disconnect();

const lines = [`\nDockside: ${appUrl}`];
if (signIns.length)
  lines.push(
    "Demo sign-ins:",
    ...signIns.map(
      (s) =>
        `  ${s.role.padEnd(8)} ${s.email.padEnd(22)} password: ${s.password}${demo ? "" : " (unless changed)"}`,
    ),
  );
if (demo)
  lines.push("Demo API token (staff, both demo facilities; shown only this once):", `  ${demo.apiToken}`);
if (noAdmin) lines.push(...firstAdminHint(appUrl));
lines.push(...mailStatusLines());
lines.push(...smsStatusLines());
console.log(lines.join("\n") + "\n");

// Our server rather than `next start`: it decides which X-Forwarded-* headers count (scripts/server.ts);
// started with its heap setting (scripts/server-command.ts).
const next = spawn(process.execPath, serverNodeArgs(env), {
  stdio: "inherit",
  env: { ...env, PORT: port, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => next.kill(signal));
next.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));

function keptSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Stale when any file that goes into the build is newer than .next/BUILD_ID.
 * File times rather than a git HEAD stamp: uncommitted edits and copies
 * without .git count too, and git touches every file a pull or checkout
 * changes. Folders that never reach the bundle are skipped; a new top-level
 * folder counts until listed here, which errs towards rebuilding.
 */
function buildIsStale(): boolean {
  const buildId = path.join(".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const skip = new Set([
    "node_modules",
    "data",
    "tests",
    "e2e",
    "scripts",
    "bench",
    "docs",
    "test-results",
    "playwright-report",
    path.join("lib", "generated"),
  ]);
  const newer = (p: string): boolean => {
    const name = path.basename(p);
    // Dot folders (.next, .git), tsc's incremental state and files next build rewrites.
    if (
      name.startsWith(".") ||
      skip.has(p) ||
      /\.(md|tsbuildinfo)$|\.test\.tsx?$|^next-env\.d\.ts$/.test(name)
    )
      return false;
    const stat = statSync(p);
    if (!stat.isDirectory()) return stat.mtimeMs > built;
    return readdirSync(p).some((child) => newer(path.join(p, child)));
  };
  return readdirSync(".").some(newer);
}
