// The production build that the browser tests and the benchmark both run, in
// bench/results/build: the app as `npm start` builds it, in a folder of its
// own (DOCKSIDE_BUILD_DIR, see next.config.mjs) so that a build for `npm
// start` in the same checkout does not pull the files from under their
// server. One build, not one each: `npm test` runs both, and a build is
// minutes of a 2-core machine. Reused when its BUILD_ID is newer than every
// source that goes into it, else `next build`.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const BUILD_DIR = path.join("bench", "results", "build");
/** For `next build` and the server alike: where the build lives. */
export const TEST_BUILD_ENV = { DOCKSIDE_BUILD_DIR: BUILD_DIR };
const SOURCES = [
  "app",
  "pages",
  "lib",
  "components",
  "messages",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "postcss.config.mjs",
  "tailwind.config.ts",
];
const SKIP = new Set(["node_modules", ".next"]);

/** The newest modification time under `p`, skipping tests and generated output the build does not read. */
function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : st.mtimeMs;
  let t = 0;
  for (const e of readdirSync(p)) if (!SKIP.has(e)) t = Math.max(t, newest(path.join(p, e)));
  return t;
}

export function buildIsCurrent(): boolean {
  const id = path.join(ROOT, BUILD_DIR, "next", "BUILD_ID");
  if (!existsSync(id)) return false;
  const built = statSync(id).mtimeMs;
  return SOURCES.every((s) => newest(path.join(ROOT, s)) < built);
}

/** Reuses or makes the benchmark's build; the build's output goes to `logFile`. Returns whether it built. */
export function ensureBuild(logFile: string, say: (line: string) => void): boolean {
  if (buildIsCurrent()) {
    say(`build: ${BUILD_DIR} is newer than the sources, reusing it`);
    return false;
  }
  say("build: next build (output in " + path.relative(ROOT, logFile) + ")");
  const started = Date.now();
  try {
    const out = execFileSync(
      process.execPath,
      [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"],
      {
        env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...TEST_BUILD_ENV },
        stdio: ["ignore", "pipe", "pipe"],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    writeFileSync(logFile, out);
  } catch (e) {
    const err = e as { stdout?: Buffer; stderr?: Buffer };
    writeFileSync(logFile, Buffer.concat([err.stdout ?? Buffer.alloc(0), err.stderr ?? Buffer.alloc(0)]));
    throw new Error(`next build failed; see ${logFile}`);
  }
  say(`build: done in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}
