// The carrier's public pages in another language at phone width: the Berlin
// facility's booking link (pick a time, then the details form), the booking's
// manage link it lands on, and "Find your booking". Fields are found by name, so
// the spec reads the same in every language.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PHONE } from "../support";
import { expectFits, LONG_LANGUAGES, useLanguage } from "./fit";

test.use({ viewport: PHONE });

const WORDS = {
  de: {
    pickTime: "Zeit wählen",
    days: "Tage",
    openTimes: /freie Zeit/,
    details: "Ihre Angaben",
    book: "Diese Zeit buchen",
    sent: "Anfrage gesendet",
    find: "Buchung finden",
  },
  pl: {
    pickTime: "Wybierz godzinę",
    days: "Dni",
    openTimes: /woln/,
    details: "Dane do awizacji",
    book: "Zarezerwuj tę godzinę",
    sent: "Prośba wysłana",
    find: "Znajdź rezerwację",
  },
} as const;

for (const locale of LONG_LANGUAGES) {
  test(`the public booking link and the manage link fit a phone in ${locale}`, async ({ page, context }) => {
    const w = WORDS[locale];
    const tag = randomUUID().slice(0, 8);
    await useLanguage(context, locale);

    await page.goto("/f/berlin-fresh-hub");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 2, name: w.pickTime })).toBeVisible();
    await page.getByRole("link", { name: "Dry goods" }).click();
    await page
      .getByRole("navigation", { name: w.days })
      .getByRole("link", { name: w.openTimes })
      .first()
      .click();
    await expectFits(page, "public-times");

    await page.getByTestId("slots").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 2, name: w.details })).toBeVisible();
    const field = (name: string) => page.locator(`[name="${name}"]`);
    await field("carrier").fill(`Spedition ${tag}`);
    await field("carrier_email").fill(`lang-${tag}@haulage.test`);
    await field("carrier_phone").fill("+49 30 5550 1234");
    await field("references").fill(`PO-${tag}`);
    await field("quantity").fill("12");
    await expectFits(page, "public-details");

    await page.getByRole("button", { name: w.book }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.sent })).toBeVisible();
    await expectFits(page, "public-manage");

    await page.goto("/a");
    await expect(page.getByRole("heading", { level: 1, name: w.find })).toBeVisible();
    await expectFits(page, "public-find-booking");
  });
}
