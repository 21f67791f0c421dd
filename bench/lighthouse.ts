// Lighthouse's own mobile performance audit (its default: a mid-range phone's screen, simulated slow 4G and a
// 4x slower CPU) of the pages people open on a phone, signed in as the demo's carrier and staff. The score is
// Lighthouse's, so a reader can repeat it in Chrome's DevTools; the median of a few cold runs a page, as
// Lighthouse's own documentation advises, since one run varies by several points.
//
//   npm run bench -- --only lighthouse     builds, starts the app on SQLite with the demo data, audits
//   npx tsx bench/lighthouse.ts <origin>   audits a running server that holds the demo data
import { chromium, type Browser } from "@playwright/test";
import lighthouse from "lighthouse";
import { pathToFileURL } from "node:url";
import { freePort } from "./server";
import type { Target } from "./report";

const PASSWORD = "dockside"; // the demo's published password (lib/demo/seed.ts)

type Page = { name: string; path: string; as?: "carrier" | "staff" };
export const LIGHTHOUSE_PAGES: Page[] = [
  { name: "/book", path: "/book", as: "carrier" },
  { name: "/calendar", path: "/calendar", as: "staff" },
  { name: "/f/<slug> (public booking)", path: "/f/chicago-cross-dock" },
];

export type LighthouseRow = {
  page: string;
  runs: number;
  score: number; // 0-100, the median run's
  scores: number[];
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
};

/** The session cookie of a demo account, as the browser holds it after signing in through the form. */
async function sessionCookie(browser: Browser, origin: string, who: "carrier" | "staff"): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/signin`);
    await page.getByLabel("E-mail", { exact: true }).fill(`${who}@dockside.test`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/signin"));
    return (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Audits every page `runs` times against `origin` (a server with the demo data). */
export async function benchLighthouse(
  origin: string,
  runs: number,
  say: (line: string) => void,
): Promise<LighthouseRow[]> {
  const port = await freePort();
  // Playwright's launch of Debian's Chromium (environment.md), with the DevTools port Lighthouse drives.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--remote-debugging-port=${port}`,
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const p of LIGHTHOUSE_PAGES) {
      const cookie = p.as ? await sessionCookie(browser, origin, p.as) : undefined;
      const results: Omit<LighthouseRow, "page" | "runs" | "scores">[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(
          origin + p.path,
          {
            port,
            logLevel: "error",
            output: "json",
            onlyCategories: ["performance"],
            ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          },
          undefined,
        );
        const lhr = r?.lhr;
        if (!lhr) throw new Error(`lighthouse: no result for ${p.path}`);
        if (lhr.runtimeError) throw new Error(`lighthouse: ${p.path}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        // A page that sent the audit to the sign-in page measured the wrong page.
        if (new URL(lhr.finalDisplayedUrl).pathname !== p.path)
          throw new Error(`lighthouse: ${p.path} ended at ${lhr.finalDisplayedUrl}`);
        results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp_ms: audit("largest-contentful-paint"),
          tbt_ms: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          fcp_ms: audit("first-contentful-paint"),
        });
      }
      const mid = results.find((r) => r.score === median(results.map((x) => x.score)))!;
      const row: LighthouseRow = {
        page: p.name,
        runs,
        score: mid.score,
        scores: results.map((r) => r.score),
        lcp_ms: Math.round(mid.lcp_ms),
        tbt_ms: Math.round(mid.tbt_ms),
        cls: Math.round(mid.cls * 1000) / 1000,
        fcp_ms: Math.round(mid.fcp_ms),
      };
      say(
        `lighthouse ${row.page}: ${row.score} (runs ${row.scores.join(", ")}), LCP ${row.lcp_ms} ms, TBT ${row.tbt_ms} ms, CLS ${row.cls}`,
      );
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Issue 38: the pages people open on a phone score at least 80 and do not shift as they load. */
export const lighthouseTargets = (rows: LighthouseRow[]): Target[] =>
  rows.flatMap((r) => [
    {
      target: `Lighthouse mobile performance of ${r.page} >= 80`,
      provider: "pages",
      value: r.score,
      limit: 80,
      met: r.score >= 80,
      detail: `runs ${r.scores.join(", ")}`,
    },
    {
      target: `Lighthouse CLS of ${r.page} < 0.1`,
      provider: "pages",
      value: r.cls,
      limit: 0.1,
      met: r.cls < 0.1,
      detail: "",
    },
  ]);

export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = [
    "Lighthouse, mobile (median of the runs)  score  runs          LCP ms  TBT ms   CLS    FCP ms",
    ...rows.map(
      (r) =>
        `${r.page.padEnd(40)} ${String(r.score).padStart(5)}  ${r.scores.join(",").padEnd(12)} ${String(r.lcp_ms).padStart(7)} ${String(r.tbt_ms).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${String(r.fcp_ms).padStart(8)}`,
    ),
  ];
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const origin = process.argv[2] ?? "http://localhost:3000";
  const rows = await benchLighthouse(origin, Number(process.argv[3] ?? 3), console.log);
  console.log("\n" + lighthouseTable(rows));
}
