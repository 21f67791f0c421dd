// The pages around the app in another language: the landing page (no script),
// sign-in and sign-up, colleagues, the API reference; and the header's switcher,
// whose choice a signed-in person keeps on another device.
import { expect, test } from "../support";
import { expectFits, LONG_LANGUAGES, useLanguage } from "./fit";

const HEADINGS = {
  de: {
    landing: "Ihr Rampentermin in einer Minute gebucht.",
    signIn: "Anmelden",
    signUp: "Spediteurskonto anlegen",
  },
  pl: {
    landing: "Zarezerwuj termin na rampie w minutę.",
    signIn: "Logowanie",
    signUp: "Załóż konto przewoźnika",
  },
} as const;

for (const locale of LONG_LANGUAGES) {
  test(`the pages anyone may open fit a phone in ${locale}`, async ({ page, context }) => {
    await useLanguage(context, locale);
    const words = HEADINGS[locale];
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: words.landing })).toBeVisible();
    await expectFits(page, "landing");
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1, name: words.signIn })).toBeVisible();
    await expectFits(page, "sign-in");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: words.signUp })).toBeVisible();
    await expectFits(page, "sign-up");
    await page.goto("/forgot-password");
    await expectFits(page, "forgot-password");
    await page.goto("/docs/api");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expectFits(page, "api-reference");
  });
}

test("the landing page's switcher works without a script", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Language").selectOption("pl");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByRole("heading", { level: 1, name: HEADINGS.pl.landing })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
});

test("a carrier's language follows them to another device", async ({ page, carrier, browser }) => {
  await page.goto("/company");
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByRole("heading", { level: 1, name: "Kollegen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Meine Termine" })).toBeVisible();
  await expectFits(page, "colleagues");
  await page.getByLabel("Sprache").selectOption("pl");
  await expect(page.getByRole("heading", { level: 1, name: "Współpracownicy" })).toBeVisible();
  await expectFits(page, "colleagues");

  // Another browser, no cookie, English by its own language: the saved choice wins once signed in.
  const other = await browser.newContext({ locale: "en-US" });
  const phone = await other.newPage();
  await phone.goto("/signin");
  await expect(phone.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await phone.getByLabel("E-mail").fill(carrier.email);
  await phone.getByLabel("Password", { exact: true }).fill(carrier.password);
  await phone.getByRole("button", { name: "Sign in" }).click();
  await expect(phone.getByRole("link", { name: "Moje awizacje" })).toBeVisible();
  await other.close();
});
