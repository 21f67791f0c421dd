// What every browser test needs: a fresh carrier of its own, an accessibility
// check, and screenshots at desktop and phone width.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "./test";
import { SCREENSHOTS } from "./env";
import { SignUpPage, type Carrier } from "./pages/sign-up-page";

export type { Carrier };

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 1024, height: 768 };

export function newCarrier(): Carrier {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Riley Dispatcher ${tag}`,
    company: `Test Haulage ${tag}`,
    email: `dispatch-${tag}@haulage.test`,
    password: "long enough password",
  };
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Next.js streams a page's <title> after its first HTML: axe reads the page once that has come, as a
  // person's tab would name it, and still refuses a page that never gets one.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, "accessibility violations").toEqual([]);
}

const WIDTHS = { desktop: DESKTOP, tablet: TABLET, phone: PHONE };

/** Full-page screenshots at desktop and phone width (or the widths named), for people to look at. */
/**
 * Until React has the page's first form (the language switcher's, in a page's header): before that a tap posts
 * a form the plain way, and the page shows what only a page without its script shows (the switcher's button).
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form");
    return !!form && Object.keys(form).some((k) => k.startsWith("__reactProps"));
  });
}

export async function screenshots(
  page: Page,
  name: string,
  widths: (keyof typeof WIDTHS)[] = ["desktop", "phone"],
) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize() ?? DESKTOP;
  for (const [label, size] of widths.map((w) => [w, WIDTHS[w]] as const)) {
    await page.setViewportSize(size);
    // Let the layout settle at the new width before capturing.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${name}-${label}.png`),
      fullPage: true,
      animations: "disabled",
    });
    // Nothing may push the page wider than the screen (a sideways-scrolling page on a phone).
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} is wider than the ${label} screen`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(before);
}

/** A test with a carrier who has just signed up (and is signed in). */
export const test = base.extend<{ carrier: Carrier }>({
  // (`provide`, not the usual `use`: the React hooks lint rule would take it for React's use().)
  carrier: async ({ page }, provide) => {
    const carrier = newCarrier();
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp(carrier);
    await expect(page).toHaveURL(/\/book$/);
    await provide(carrier);
  },
});

export { expect };
