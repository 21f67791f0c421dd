// The facility settings in another language at phone width: every section of
// the long page fits, the booking questions and the reference checks opened
// up too (a new question, the hook's fields, a list uploaded with a refused
// line); and the facility's default language, set in the form, is saved,
// shown again after a reload and recorded in the history.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { SCREENSHOTS } from "../env";
import { expect, signIn, test } from "../staff";
import { PHONE } from "../support";
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

const OPENED = {
  de: {
    questions: "Fragen bei der Buchung",
    add: "Frage hinzufügen",
    newQuestion: "Frage 3",
    answer: "Antwortart",
    several: "Mehrfachauswahl (Liste)",
    choices: "Auswahlmöglichkeiten",
    references: "Referenzprüfung",
    check: "Prüfung",
    hook: "Hook-URL",
    file: "CSV-Datei",
    upload: "Liste hochladen",
    summary: "2 Zeilen übernommen, 1 abgelehnt. Jetzt 2 Nummern auf der Liste.",
    refused: "Zeile 3 (PO-2,31/12/2030): „31/12/2030“ ist kein Datum im Format JJJJ-MM-TT",
  },
  pl: {
    questions: "Pytania przy awizacji",
    add: "Dodaj pytanie",
    newQuestion: "Pytanie 3",
    answer: "Rodzaj odpowiedzi",
    several: "Kilka opcji z listy",
    choices: "Opcje",
    references: "Sprawdzanie numerów referencyjnych",
    check: "Sprawdzanie",
    hook: "URL hooka",
    file: "Plik CSV",
    upload: "Wyślij listę",
    summary: "Przyjęte wiersze: 2, odrzucone: 1. Na liście są teraz 2 numery.",
    refused: "Wiersz 3 (PO-2,31/12/2030): „31/12/2030” nie jest datą RRRR-MM-DD",
  },
} as const;

for (const locale of LONG_LANGUAGES) {
  test(`the booking questions and the reference checks, opened up, fit a phone in ${locale}`, async ({
    page,
    context,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const words = OPENED[locale];
    await signIn(page, "admin@dockside.test");
    // A facility of its own: a list of valid references would refuse the demo's bookings.
    const made = await page.request.post("/api/service.v1.create_facility", {
      data: {
        name: `Questions ${locale} ${tag}`,
        time_zone: "Europe/Berlin",
        slug: `questions-${locale}-${tag}`,
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const facility = ((await made.json()) as { id: string }).id;
    const saved = await page.request.post("/api/service.v1.update_facility_settings", {
      data: {
        facility_id: facility,
        custom_fields: [
          {
            key: "seal_number",
            label: "Seal number",
            type: "text",
            min: 4,
            max: 20,
            required_for_carrier: true,
          },
          { key: "floor_loaded", label: "Floor-loaded", type: "boolean", hidden_from_carrier: true },
        ],
        reference_check: { mode: "list", unique: true },
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await useLanguage(context, locale);
    await page.setViewportSize(PHONE);
    await page.goto(`/settings?facility=${facility}`);

    const questions = page.getByRole("region", { name: words.questions, exact: true });
    await questions.getByRole("button", { name: words.add }).click();
    const added = questions.getByRole("group", { name: words.newQuestion });
    await added.getByRole("combobox", { name: words.answer }).selectOption({ label: words.several });
    await expect(added.getByRole("textbox", { name: words.choices })).toBeVisible();
    await expectFits(page, "settings-questions");
    // The part alone, for a person to read (the whole page is ten screens long).
    await questions.screenshot({
      path: path.join(SCREENSHOTS, "languages", `settings-questions-${locale}-part.png`),
    });

    const card = page.getByRole("heading", { level: 2, name: words.references }).locator("xpath=../..");
    await card.getByLabel(words.check, { exact: true }).selectOption("webhook");
    await expect(card.getByLabel(words.hook)).toBeVisible();
    const csv = ["reference_id,expires_on", "PO-1,2030-12-31", "PO-2,31/12/2030", "PO-3"].join("\n");
    await card
      .getByLabel(words.file)
      .setInputFiles({ name: "pos.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await card.getByRole("button", { name: words.upload }).click();
    await expect(card.getByTestId("upload-summary")).toHaveText(words.summary);
    await expect(card.getByText(words.refused)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expectFits(page, "settings-references");
    await card.screenshot({
      path: path.join(SCREENSHOTS, "languages", `settings-references-${locale}-part.png`),
    });
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
