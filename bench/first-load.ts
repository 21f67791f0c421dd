// First-load JavaScript of the pages people open on a phone, from the build's
// own output: what a route loads before anyone interacts, gzip-compressed as
// the server sends it (Next compresses with zlib's default level). `npm run bench`
// prints these rows; `npx tsx bench/first-load.ts` builds if needed and prints
// only them.
//
// App Router routes: `diagnostics/route-bundle-stats.json`, where `next build`
// lists each route's first-load chunks (the ones its HTML and its RSC payload
// load to hydrate; not those behind next/dynamic or import(), which load later).
// Pages Router pages that the build prerendered: the <script src> their HTML
// holds (without nomodule, which current browsers skip), which is all they load.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { TEST_BUILD_ENV, ensureBuild } from "../scripts/test-build";
import { targetLines, type Target } from "./report";

export type FirstLoadRow = {
  page: string;
  route: string;
  files: number;
  raw_kb: number;
  gzip_kb: number;
  limit_kb: number;
};

/** Issue 16: the landing page, the public booking page, /book and /calendar. */
export const FIRST_LOAD_LIMITS: { page: string; route: string; limit_kb: number }[] = [
  // "/" serves the landing page of the reader's language (proxy.ts): the English one stands for all five.
  { page: "/ (landing)", route: "/landing/en", limit_kb: 90 },
  { page: "/f/<slug> (public booking)", route: "/f/[slug]", limit_kb: 160 },
  { page: "/book", route: "/book", limit_kb: 160 },
  { page: "/calendar", route: "/calendar", limit_kb: 160 },
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The files (absolute paths) `route` loads first in the build at `distDir`, or null when the build has no such route. */
export function firstLoadFiles(distDir: string, route: string): string[] | null {
  const html = path.join(distDir, "server", "pages", `${route === "/" ? "index" : route}.html`);
  if (existsSync(html)) {
    const scripts = [...readFileSync(html, "utf8").matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1])
      .filter((attrs) => !/\bnomodule\b/i.test(attrs))
      .map((attrs) => /\bsrc="\/_next\/([^"?]+)/.exec(attrs)?.[1])
      .filter((src): src is string => !!src);
    return scripts.map((src) => path.join(distDir, src));
  }
  const stats = JSON.parse(
    readFileSync(path.join(distDir, "diagnostics", "route-bundle-stats.json"), "utf8"),
  ) as { route: string; firstLoadChunkPaths: string[] }[];
  const entry = stats.find((s) => s.route === route);
  // The paths are relative to the project (where `next build` ran).
  return entry ? entry.firstLoadChunkPaths.map((p) => path.resolve(p)) : null;
}

export function measureFirstLoad(distDir: string): FirstLoadRow[] {
  return FIRST_LOAD_LIMITS.map(({ page, route, limit_kb }) => {
    const files = firstLoadFiles(distDir, route);
    if (!files) throw new Error(`the build at ${distDir} has no route ${route}`);
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const bytes = readFileSync(f);
      raw += bytes.length;
      gzip += gzipSync(bytes).length;
    }
    return { page, route, files: files.length, raw_kb: kb(raw), gzip_kb: kb(gzip), limit_kb };
  });
}

export const firstLoadTargets = (rows: FirstLoadRow[]): Target[] =>
  rows.map((r) => ({
    target: `first-load JS of ${r.page} <= ${r.limit_kb} KB gzip`,
    provider: "pages",
    value: r.gzip_kb,
    limit: r.limit_kb,
    met: r.gzip_kb <= r.limit_kb,
    detail: `${r.files} files, ${r.raw_kb} KB uncompressed`,
  }));

export function firstLoadTable(rows: FirstLoadRow[]): string {
  const head = ["page", "files", "KB", "KB gzip", "target"];
  const body = rows.map((r) => [
    r.page,
    String(r.files),
    r.raw_kb.toFixed(1),
    r.gzip_kb.toFixed(1),
    `<= ${r.limit_kb}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    "| " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ") + " |";
  return [
    line(head),
    "|" + widths.map((w, i) => "-".repeat(w + 1) + (i === 0 ? "-" : ":")).join("|") + "|",
    ...body.map(line),
  ].join("\n");
}

/** The benchmark build's output folder (scripts/test-build.ts). */
export const BENCH_DIST_DIR = path.join(process.cwd(), TEST_BUILD_ENV.DOCKSIDE_BUILD_DIR, "next");

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  mkdirSync(path.join(process.cwd(), "bench", "results"), { recursive: true });
  ensureBuild(path.join(process.cwd(), "bench", "results", "build.log"), console.log);
  const rows = measureFirstLoad(BENCH_DIST_DIR);
  console.log("\n" + firstLoadTable(rows) + "\n\n" + targetLines(firstLoadTargets(rows)));
}
