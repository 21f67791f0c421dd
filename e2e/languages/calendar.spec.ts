// Staff's calendar (day board, week board, list, an appointment's panel), the
// requests queue and the yard in German and Polish at phone width: each one in
// that language, nothing cut off or wider than the screen.
import { expect } from "@playwright/test";
import { demoDayWith, listed, test } from "../staff";
import { PHONE } from "../support";
import { expectFits, LONG_LANGUAGES, useLanguage } from "./fit";

const WORDS = {
  de: {
    board: "Rampenplan für",
    filters: "Filter",
    dock: "Rampe",
    when: "Wann",
    close: "Termindetails schließen",
    requests: "Anfragen",
    yard: "Hof",
  },
  pl: {
    board: "Plan ramp na",
    filters: "Filtry",
    dock: "Rampa",
    when: "Kiedy",
    close: "Zamknij szczegóły awizacji",
    requests: "Zgłoszenia",
    yard: "Plac",
  },
} as const;

test.use({ viewport: PHONE });

for (const locale of LONG_LANGUAGES) {
  test(`staff's calendar, requests and yard fit a phone in ${locale}`, async ({
    page,
    context,
    calendar,
    chicago,
  }) => {
    const words = WORDS[locale];
    // Signed in (in English) first: the cookie then chooses the language, no saved choice overrides it.
    await useLanguage(context, locale);
    const day = await demoDayWith(page.request, chicago, "17:00");
    const [first] = await listed(page.request, chicago, day);

    await calendar.goto({ facility: chicago.id, date: day, view: "day" });
    await expect(page.getByRole("region", { name: new RegExp(`^${words.board}`) })).toBeVisible();
    await expect(page.getByRole("button", { name: words.filters, exact: true })).toBeVisible();
    await expectFits(page, "calendar-day");

    await calendar.goto({ facility: chicago.id, date: day, view: "week" });
    await expect(page.getByRole("columnheader", { name: words.dock })).toBeVisible();
    await expectFits(page, "calendar-week");

    await calendar.goto({ facility: chicago.id, date: day, view: "list" });
    await calendar.chip(first.confirmation_code).click();
    await expect(calendar.panel.getByRole("heading", { name: first.confirmation_code })).toBeVisible();
    await expect(calendar.panel.getByText(words.when, { exact: true })).toBeVisible();
    await expect(calendar.panel.getByRole("button", { name: words.close, exact: true })).toBeVisible();
    await expectFits(page, "calendar-panel");

    await page.goto("/requests");
    await expect(page.getByRole("heading", { level: 1, name: words.requests })).toBeVisible();
    await expectFits(page, "requests");

    await page.goto(`/yard?facility=${chicago.id}`);
    await expect(page.getByRole("heading", { level: 1, name: words.yard })).toBeVisible();
    await expectFits(page, "yard");
  });
}
