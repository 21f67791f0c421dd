// The facility settings in another language at phone width: every section of
// the long page fits; and the facility's default language, set in the form,
// is saved, shown again after a reload and recorded in the history.
import { randomUUID } from "node:crypto";
import { expect, signIn, test } from "../staff";
import { expectFits, LONG_LANGUAGES, useLanguage } from "./fit";

const WORDS = {
  de: { title: "Standorteinstellungen", save: "Einstellungen speichern", history: "Verlauf" },
  pl: { title: "Ustawienia obiektu", save: "Zapisz ustawienia", history: "Historia" },
} as const;

for (const locale of LONG_LANGUAGES) {
  test(`the facility settings fit a phone in ${locale}`, async ({ page, context }) => {
    // Signed in in English (the sign-in page object's words), then the language chosen.
    await signIn(page);
    await useLanguage(context, locale);
    const words = WORDS[locale];
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByRole("button", { name: words.save })).toBeVisible();
    // Through every section to the history at the bottom, as a person scrolls.
    for (const heading of await page.getByRole("heading", { level: 2 }).all())
      await heading.scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { level: 2, name: words.history, exact: true })).toBeVisible();
    await expectFits(page, "settings");
  });
}

test("staff set the facility's default language; it is saved, shown after a reload and recorded", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  await signIn(page, "admin@dockside.test");
  // A facility of its own: the demo facilities' language is what the gate tests read.
  const made = await page.request.post("/api/service.v1.create_facility", {
    data: { name: `Language DC ${tag}`, time_zone: "Europe/Warsaw", slug: `language-${tag}` },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const facility = ((await made.json()) as { id: string }).id;
  await page.goto(`/settings?facility=${facility}`);
  const language = page.getByRole("combobox", { name: "Default language" });
  await expect(language).toHaveValue("en");
  await language.selectOption({ label: "Polski" });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. Booking follows the new settings now.");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Default language" })).toHaveValue("pl");
  await expect(page.getByText("Default language: English → Polski")).toBeVisible();
});
