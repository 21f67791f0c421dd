// How the pages load on a throttled phone, in Chromium with Lighthouse's mobile
// throttling applied through the DevTools protocol ("slow 4G": 562.5 ms round
// trip, 1.47 Mbit/s down, 675 kbit/s up; the CPU slowed 4x) at a phone's
// viewport. A measurement to report (docs/performance.md, "Pages"), not a test:
// nothing here is asserted.
//
//   npx tsx bench/phone.ts http://localhost:3100 [runs]
//
// against a running server with the demo data (`npm run dev`, `npm start`, or the
// browser tests' server, e2e/serve.ts). Each load is a fresh browser context: an
// empty cache, as a first visit. Sign-in happens unthrottled, before the clock.
import { chromium, type BrowserContext, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3100";
const runs = Number(process.argv[3] ?? 3);
const PASSWORD = "dockside"; // the demo's published password (lib/demo/seed.ts)

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

type Probe = { name: string; path: string; as?: "carrier" | "staff"; ready: string };
// `ready`: a CSS selector for what a person came to see on that page.
const PROBES: Probe[] = [
  { name: "landing", path: "/", ready: "main a[href='/book']" },
  { name: "public booking", path: "/f/chicago-cross-dock", ready: "#times a" },
  { name: "book: facility list", path: "/book", as: "carrier", ready: "main ul li > button" },
  { name: "calendar: appointments", path: "/calendar", as: "staff", ready: "[data-appointment]" },
];

// Records when `selector` first matches, in ms since navigation start.
const WATCH = `(() => {
  const selector = window.__probe;
  const seen = () => {
    if (window.__readyAt === undefined && document.querySelector(selector)) window.__readyAt = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener("DOMContentLoaded", seen);
})()`;

async function signIn(context: BrowserContext, who: "carrier" | "staff") {
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.getByLabel("E-mail", { exact: true }).fill(`${who}@dockside.test`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/signin"));
  await page.close();
}

async function measure(page: Page, probe: Probe) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const scripts = new Map<string, number>();
  const kinds = new Map<string, string>();
  cdp.on("Network.responseReceived", (e) => kinds.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    if (kinds.get(e.requestId) === "Script") scripts.set(e.requestId, e.encodedDataLength);
  });
  await page.addInitScript(`window.__probe = ${JSON.stringify(probe.ready)}; ${WATCH}`);
  await page.goto(base + probe.path, { waitUntil: "load", timeout: 120_000 });
  await page.waitForFunction(() => (window as { __readyAt?: number }).__readyAt !== undefined, null, {
    timeout: 120_000,
  });
  // JavaScript that loads without any interaction: wait for the network to go quiet.
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  const t = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      ready: (window as { __readyAt?: number }).__readyAt!,
      fcp: paint?.startTime ?? NaN,
      load: nav.loadEventEnd,
    };
  });
  const js = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { ...t, js_kb: Math.round(js / 102.4) / 10, scripts: scripts.size };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  console.log(`${base}, ${runs} cold loads each, slow 4G and 4x CPU, 390x844; median (all runs) in ms`);
  for (const probe of PROBES) {
    const results: Awaited<ReturnType<typeof measure>>[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      });
      if (probe.as) await signIn(context, probe.as);
      results.push(await measure(await context.newPage(), probe));
      await context.close();
    }
    const col = (k: "ready" | "fcp" | "load") =>
      `${Math.round(median(results.map((r) => r[k])))} (${results.map((r) => Math.round(r[k])).join(", ")})`;
    console.log(
      `${probe.name.padEnd(24)} ready ${col("ready")}  FCP ${col("fcp")}  load ${col("load")}  ` +
        `JS ${results[0].js_kb} KB in ${results[0].scripts} files (transferred, first run)`,
    );
  }
} finally {
  await browser.close();
}
