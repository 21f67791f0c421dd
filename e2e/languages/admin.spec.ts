// The admin and integration screens in another language at phone width: users
// and sign-in rules, reports, the mail outbox, API tokens and webhooks (an
// admin), and a carrier's scorecard. One visit per screen, one sign-in each.
import type { Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../env";
import { SignInPage } from "../pages/sign-in-page";
import { expect, test } from "../support";
// Aliased: the hooks lint rule takes any use*() for a React hook.
import { expectFits, LONG_LANGUAGES, useLanguage as readIn } from "./fit";

const HEADINGS = {
  de: {
    users: "Benutzer",
    reports: "Berichte",
    mail: "E-Mails",
    tokens: "API-Tokens",
    webhooks: "Ihre Endpunkte",
    scorecard: "Meine Bilanz",
  },
  pl: {
    users: "Użytkownicy",
    reports: "Raporty",
    mail: "Poczta",
    tokens: "Tokeny API",
    webhooks: "Twoje punkty końcowe",
    scorecard: "Moja karta wyników",
  },
} as const;

/** Signs in (the sign-in page in English), then reads the site in `locale`. */
async function signedIn(browser: Browser, email: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/signin");
  await new SignInPage(page).signIn(email, "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await readIn(context, locale);
  return page;
}

/** Opens a screen, checks it speaks the language (its heading), waits for its data, and checks it fits. */
async function visit(page: Page, path: string, heading: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true], .animate-pulse")).toHaveCount(0);
  await expectFits(page, name);
}

for (const locale of LONG_LANGUAGES) {
  test(`the admin screens and the scorecard fit a phone in ${locale}`, async ({ browser }) => {
    const words = HEADINGS[locale];
    const admin = await signedIn(browser, "admin@dockside.test", locale);
    await visit(admin, "/users", words.users, "users");
    await visit(admin, "/reports", words.reports, "reports");
    await visit(admin, "/mail", words.mail, "mail");
    await visit(admin, "/tokens", words.tokens, "tokens");
    await visit(admin, "/webhooks", words.webhooks, "webhooks");
    await admin.context().close();

    const carrier = await signedIn(browser, "carrier@dockside.test", locale);
    await visit(carrier, "/scorecard", words.scorecard, "scorecard");
    await carrier.context().close();
  });
}
