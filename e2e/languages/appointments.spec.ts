// The carrier's appointments in another language at phone width: the list, one
// appointment's page, and its reschedule panel (the slot picker all screens share).
import { bookFreeSlot, facilityId } from "../api";
import { BERLIN } from "../staff";
import { expect, PHONE, test } from "../support";
import { expectFits, LONG_LANGUAGES, useLanguage } from "./fit";

const WORDS = {
  de: {
    list: "Meine Termine",
    status: "Angefragt",
    weekday: /Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag/,
    reschedule: "Verschieben",
    panel: "Neue Zeit wählen",
  },
  pl: {
    list: "Moje awizacje",
    status: "Zgłoszona",
    weekday: /poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela/,
    reschedule: "Zmień termin",
    panel: "Wybierz nowy termin",
  },
} as const;

for (const locale of LONG_LANGUAGES) {
  test(`a carrier's appointments fit a phone in ${locale}`, async ({ page, context, carrier }) => {
    const words = WORDS[locale];
    // Berlin confirms each booking itself: the longest status text, and the reschedule panel's note on it.
    const berlin = { id: await facilityId(page.request, BERLIN.name), zone: BERLIN.zone };
    const booked = await bookFreeSlot(page.request, berlin, {
      daysAhead: 3,
      carrier: carrier.company,
      reference: `LANG-${locale}-${Date.now()}`,
    });
    await useLanguage(context, locale);
    await page.setViewportSize(PHONE);

    await page.goto("/appointments");
    await expect(page.getByRole("heading", { level: 1, name: words.list })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${booked.confirmation_code}:`) })).toBeVisible();
    await expectFits(page, "appointments");

    await page.goto(`/appointments/${booked.id}`);
    await expect(page.getByTestId("status").getByText(words.status, { exact: true })).toBeVisible();
    await expect(page.getByTestId("local-time")).toContainText(words.weekday);
    await expectFits(page, "appointment");

    await page.getByRole("button", { name: words.reschedule, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: words.panel })).toBeVisible();
    await expect(page.getByTestId("slots")).toBeVisible();
    await expectFits(page, "appointment-reschedule");
  });
}
