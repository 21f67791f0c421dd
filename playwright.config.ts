// Browser tests in Debian's Chromium (Playwright's own browser download
// cannot work here), against a production build on its own database.
import { defineConfig, devices } from "@playwright/test";
import { ARTIFACTS, E2E_BASE_URL, E2E_PORT } from "./e2e/env";

export default defineConfig({
  testDir: "e2e",
  outputDir: `${ARTIFACTS}/results`,
  fullyParallel: false,
  // Two cores: the server and one browser at a time keep timings honest.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A bound for a test that hangs, not a measure: the longest walks (three widths, axe at each) run beside
  // the other Node line's tests in npm test.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["html", { outputFolder: `${ARTIFACTS}/report`, open: "never" }]]
    : "list",
  use: {
    baseURL: E2E_BASE_URL,
    // A zone other than the facilities': times on screen must be the facility's.
    timezoneId: "America/Chicago",
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx e2e/serve.ts",
    url: `${E2E_BASE_URL}/signin`,
    reuseExistingServer: !process.env.CI,
    timeout: 900_000, // the build, its type check included, is part of it
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT },
  },
});
