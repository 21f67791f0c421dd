// Where the browser tests' app runs, shared by playwright.config.ts and e2e/serve.ts.
import path from "node:path";

export const E2E_PORT = process.env.E2E_PORT || "3100";
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
// E2E_ARTIFACTS (a folder directly under e2e/) lets two test runs share a checkout.
export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS || "e2e/.artifacts";
export const ARTIFACTS = path.resolve(ARTIFACTS_DIR);
export const E2E_DATABASE_FILE = path.join(ARTIFACTS, "db", "e2e.db");
export const SCREENSHOTS = path.join(ARTIFACTS, "screenshots");

export const E2E_ENV = {
  // Its own build, beside a developer's .next: see next.config.mjs.
  DOCKSIDE_BUILD_DIR: ARTIFACTS_DIR,
  PORT: E2E_PORT,
  NEXTAUTH_URL: E2E_BASE_URL,
  // A fixed test-only secret: the sessions it signs live as long as the test run.
  NEXTAUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || "warn",
  // The tests book and list a lot from one account in a short time, and sign up many carriers from one address.
  RATE_LIMIT_PER_MINUTE: "100000",
  RATE_LIMIT_SIGN_UPS_PER_HOUR: "100000",
  // The webhook test's receiver listens on 127.0.0.1, over http.
  WEBHOOK_ALLOW_PRIVATE_URLS: "1",
};
