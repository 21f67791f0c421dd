// The calendar's CSV as a spreadsheet in German, French, Polish or Spanish reads it: those locales' Excel and
// LibreOffice split a .csv at ";" (their list separator), not at ",", and ignore the quotes of a field that does
// not start its ";"-cell. Text a carrier typed must not become a formula there either. And the language
// switcher's answer to a form post whose Referer is not an address.
import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { bookFreeSlot, facilityId } from "./api";
import { CalendarPage } from "./pages/calendar-page";
import { CHICAGO } from "./pages/gate-tablet";
import { SignInPage } from "./pages/sign-in-page";

/** The cells of a file as a spreadsheet splitting at `sep` reads them: quotes only where a cell starts with one. */
function cells(text: string, sep: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      for (i++; i < text.length; i++) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (text[i] === '"') break;
        else cell += text[i];
      }
      i++;
    }
    while (i < text.length && text[i] !== sep && text[i] !== "\n" && text[i] !== "\r") cell += text[i++];
    found.push(cell);
    if (text[i] === "\r" && text[i + 1] === "\n") i++;
    i++;
  }
  return found;
}

/** What a spreadsheet runs as a formula (spaces before it are trimmed by LibreOffice's import). */
const formula = (cell: string) => /^[ ]*[=+\-@\t\r]/.test(cell);

test("a carrier's text in the calendar's CSV is no formula where spreadsheets split at semicolons", async ({
  page,
}) => {
  await page.goto("/signin");
  await new SignInPage(page).signIn("staff@dockside.test", "dockside");
  await expect(page).toHaveURL(/\/calendar/);
  const chicago = { id: await facilityId(page.request, CHICAGO.name), zone: CHICAGO.zone };
  const tag = randomUUID().slice(0, 8);
  const carrier = `Tricky ${tag};=HYPERLINK("http://evil.example","x"), Ltd`;
  const booked = await bookFreeSlot(page.request, chicago, {
    daysAhead: 21,
    carrier,
    reference: `PO-${tag}`,
  });
  const changed = await page.request.post("/api/service.v1.update_facility_appointment", {
    data: {
      id: booked.id,
      trailer_number: `T${tag};@SUM(1+1)`,
      notes: `First line, fine\n=2+5+cmd|' /C calc'!A0\nthen;  -3+3;\tx;+1`,
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  const calendar = new CalendarPage(page);
  await calendar.goto({ facility: chicago.id });
  await calendar.mode("Created");
  await page.getByLabel("Carrier").fill(`Tricky ${tag}`);
  await expect(calendar.row(booked.confirmation_code)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("row")).toHaveCount(2);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = (await readFile(await (await download).path(), "utf8")).replace(/^\uFEFF/, "");

  // Read as the English spreadsheet does (RFC 4180, ","), and as the other four's do (";").
  for (const sep of [",", ";"]) {
    const bad = cells(csv, sep).filter(formula);
    expect(bad, `cells a spreadsheet splitting at "${sep}" runs as formulas`).toEqual([]);
  }
  // The words are all still there for a person to read.
  for (const words of ["HYPERLINK", "@SUM(1+1)", "calc", "-3+3", "+1"]) expect(csv).toContain(words);
});

test("the language switcher answers a Referer that is no address with a way back, not an error", async ({
  page,
}) => {
  for (const referer of ["http://[", "not an address", "http://exa mple.com/x"]) {
    const res = await page.request.post("/language", {
      form: { locale: "de" },
      headers: { referer },
      maxRedirects: 0,
    });
    expect(res.status(), referer).toBe(303);
    expect(new URL(res.headers().location!, "http://x").pathname, referer).toBe("/");
  }
});
