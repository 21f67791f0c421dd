// The booking form in another language at phone width: the facility list, the
// chosen facility with its open times, and the details below them.
import { BookingPage } from "../pages/booking-page";
import { expect, test } from "../support";
import { expectFits, LONG_LANGUAGES, useLanguage } from "./fit";

const BERLIN = "Berlin Fresh Hub"; // confirmed by staff, Europe/Berlin, load types

const WORDS = {
  de: {
    title: "Rampentermin buchen",
    search: "Nach Standortname oder Adresse suchen",
    loadType: "Was laden Sie?",
    carrier: "Spediteur und Fahrer",
    submit: "Termin anfragen",
  },
  pl: {
    title: "Zarezerwuj termin na rampie",
    search: "Szukaj po nazwie obiektu lub adresie",
    loadType: "Co przewozisz?",
    carrier: "Przewoźnik i kierowca",
    submit: "Wyślij awizację",
  },
} as const;

for (const locale of LONG_LANGUAGES) {
  test(`the booking form fits a phone in ${locale}`, async ({ page, context, carrier }) => {
    expect(carrier.company).toBeTruthy();
    await useLanguage(context, locale);
    const words = WORDS[locale];
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expectFits(page, "book");

    await page.getByLabel(words.search, { exact: true }).fill(BERLIN);
    await page.getByRole("button", { name: new RegExp(BERLIN) }).click();
    await expect(page.getByTestId("selected-facility")).toHaveText(BERLIN);
    await page.getByLabel(words.loadType, { exact: true }).selectOption({ index: 1 });
    await expectFits(page, "book-facility");

    await new BookingPage(page).chooseSlot();
    await expect(page.getByRole("heading", { name: words.carrier })).toBeVisible();
    await expect(page.getByRole("button", { name: words.submit })).toBeVisible();
    await expectFits(page, "book-details");
  });
}
