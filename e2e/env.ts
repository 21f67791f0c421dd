// Where the browser tests' app runs, shared by playwright.config.ts and e2e/serve.ts.
import path from "node:path";
import { TEST_BUILD_ENV } from "../scripts/test-build";

export const E2E_PORT = process.env.E2E_PORT || "3100";
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
// E2E_ARTIFACTS (a folder directly under e2e/) lets two test runs share a checkout.
export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS || "e2e/.artifacts";
export const ARTIFACTS = path.resolve(ARTIFACTS_DIR);
export const E2E_DATABASE_FILE = path.join(ARTIFACTS, "db", "e2e.db");
export const SCREENSHOTS = path.join(ARTIFACTS, "screenshots");
// The run's own SMTP server (e2e/mailbox.ts, started by e2e/serve.ts): a fixed port per run, so the app
// is started knowing it; every message it takes is kept as a file here for the tests to read.
export const E2E_SMTP_PORT = process.env.E2E_SMTP_PORT || String(Number(E2E_PORT) + 1000);
export const MAILBOX = path.join(ARTIFACTS, "mailbox");

export const E2E_ENV = {
  // The build the benchmark runs too (scripts/test-build.ts), beside a developer's .next: see next.config.mjs.
  ...TEST_BUILD_ENV,
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
  PUBLIC_READS_PER_MINUTE: "100000",
  PUBLIC_WRITES_PER_HOUR: "100000",
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_FROM: "Dockside E2E <dock@e2e.test>",
};
