// The carrier's public pages in another language at phone width: the Berlin
// facility's booking link (pick a time, then the details form), the booking's
// manage link it lands on, and "Find your booking". Fields are found by name, so
// the spec reads the same in every language.
import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { DateTime } from "luxon";
import { LOCALES } from "../../lib/i18n/locales";
import { expectAccessible, PHONE, screenshots } from "../support";
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

test("the manage link's reschedule step fits a phone in every language, its button on the screen", async ({
  page,
  context,
}) => {
  // Five languages, each a page and a reschedule step.
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 8);
  const slug = "berlin-fresh-hub";
  const from = DateTime.now().setZone("Europe/Berlin").plus({ days: 2 }).toISODate()!;
  const open = await page.request.post("/api/service.v1.get_public_availability", {
    data: {
      slug,
      start: from,
      end: DateTime.fromISO(from).plus({ days: 6 }).toISODate()!,
      type: "Inbound",
      duration_minutes: 60,
    },
  });
  expect(open.ok(), await open.text()).toBe(true);
  const slot = ((await open.json()) as { slots: { start_time: string; end_time: string }[] }).slots[0];
  const booked = await page.request.post("/api/service.v1.request_public_appointment", {
    data: {
      slug,
      type: "Inbound",
      scheduled_start_time: slot.start_time,
      scheduled_end_time: slot.end_time,
      carrier: `Spedition ${tag}`,
      carrier_email: `move-${tag}@haulage.test`,
      carrier_phone: "+49 30 5550 1234",
      quantity: 4,
      units: "Pallets",
      order_info: [{ reference_id: `PO-${tag}` }],
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { manage_url } = (await booked.json()) as { manage_url: string };

  for (const locale of LOCALES) {
    await context.addCookies([{ name: "dockside_locale", value: locale, url: manage_url }]);
    await page.setViewportSize(PHONE);
    await page.goto(`${manage_url}?reschedule=1#reschedule`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await page.locator("#reschedule").getByTestId("slots").getByRole("link").first().click();
    const move = page.locator("#details").getByRole("button");
    await expect(move).toBeVisible();
    await expectFits(page, "public-manage-reschedule");
    // The whole button is on the screen, and a tap at its middle lands on it, not on what is beside it.
    await move.scrollIntoViewIfNeeded();
    const box = (await move.boundingBox())!;
    expect(box.x, `${locale}: the button starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${locale}: the button ends on the screen`).toBeLessThanOrEqual(PHONE.width);
    const hit = await page.evaluate(
      ({ x, y }) => !!document.elementFromPoint(x, y)?.closest("button")?.closest("#details"),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit, `${locale}: a tap at the button's centre lands on it`).toBe(true);
    if (locale === "en" || locale === "de") {
      await expectAccessible(page);
      await screenshots(page, `public-manage-reschedule-${locale}`, ["phone", "tablet", "desktop"]);
    }
  }
});
