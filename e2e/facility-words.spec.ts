// A facility's own words in the reader's language: staff give a load type's
// and a booking question's German words in the settings' "Translations"
// disclosure (checked at phone, tablet and desktop width, axe clean), and a
// German carrier on a phone reads them on the public booking link, while a
// word staff did not translate reads as typed.
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { SCREENSHOTS } from "./env";
import { useLanguage } from "./languages/fit";
import { expect, signIn, test } from "./staff";
import { DESKTOP, expectAccessible, PHONE, screenshots, TABLET } from "./support";

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

test("staff give a load type and a question their German words; the German booking link on a phone shows them", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const slug = `words-${tag}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, "admin@dockside.test");
  const made = await page.request.post("/api/service.v1.create_facility", {
    data: {
      name: `Words DC ${tag}`,
      time_zone: "Europe/Berlin",
      slug,
      instant_booking: true,
      public_booking: "instant",
      load_types: [
        { name: "Dry goods", directions: ["Inbound", "Outbound"], duration_minutes: 60 },
        { name: "Refrigerated", directions: ["Inbound", "Outbound"], duration_minutes: 60 },
      ],
      custom_fields: [{ key: "seal_number", label: "Seal number", type: "text" }],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const facility = ((await made.json()) as { id: string }).id;

  await page.goto(`/settings?facility=${facility}`);
  const loadTypes = section(page, "Load types");
  const reefer = loadTypes.locator("details").filter({ hasText: "Refrigerated" });
  await reefer.locator("summary").click();
  await reefer.getByRole("textbox", { name: "Deutsch" }).fill("Kühlware");
  await expect(reefer.locator("summary")).toContainText("Translations (1)");
  const questions = section(page, "Booking questions");
  const seal = questions.locator("details").filter({ hasText: "Seal number" });
  await seal.locator("summary").click();
  await seal.getByRole("textbox", { name: "Deutsch" }).fill("Plombennummer");
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await reefer.scrollIntoViewIfNeeded();
    await loadTypes.screenshot({ path: path.join(SCREENSHOTS, `facility-words-settings-${size.width}.png`) });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `settings wider than ${size.width}`).toBeLessThanOrEqual(size.width);
  }
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const settings = await page.request.post("/api/service.v1.get_facility_settings", {
    data: { facility_id: facility },
  });
  const saved = (await settings.json()) as {
    load_types: { name: string; name_translations: Record<string, string> }[];
    custom_fields: { label_translations: Record<string, string> }[];
  };
  expect(saved.load_types.map((l) => [l.name, l.name_translations])).toEqual([
    ["Dry goods", {}],
    ["Refrigerated", { de: "Kühlware" }],
  ]);
  expect(saved.custom_fields[0].label_translations).toEqual({ de: "Plombennummer" });

  // A German carrier on a phone, through the public link.
  const phone = await browser.newContext({ viewport: PHONE });
  await useLanguage(phone, "de");
  const carrier = await phone.newPage();
  await carrier.goto(`/f/${slug}`);
  await expect(carrier.locator("html")).toHaveAttribute("lang", "de");
  await expect(carrier.getByRole("link", { name: /Kühlware/ })).toBeVisible();
  await expect(carrier.getByRole("link", { name: /Dry goods/ })).toBeVisible();
  await expect(carrier.getByText("Refrigerated")).toHaveCount(0);
  await carrier.getByRole("link", { name: /Kühlware/ }).click();
  await carrier
    .getByRole("navigation", { name: "Tage" })
    .getByRole("link", { name: /freie Zeit/ })
    .first()
    .click();
  await carrier.getByTestId("slots").getByRole("link").first().click();
  await expect(carrier.getByRole("heading", { level: 2, name: "Ihre Angaben" })).toBeVisible();
  await expect(carrier.getByLabel(/Plombennummer/)).toBeVisible();
  await expect(carrier.getByText("Kühlware").first()).toBeVisible();
  await expectAccessible(carrier);
  await screenshots(carrier, "facility-words-public-de", ["phone"]);
  await phone.close();
});
