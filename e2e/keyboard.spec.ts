// The booking form without a mouse: skip link, facility, type, load type and
// slot by keyboard, with a visible focus ring on the way.
import { expect, test } from "./support";

test("a carrier can choose facility and time with the keyboard alone", async ({ page, carrier }) => {
  expect(carrier.company).toBeTruthy();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");

  const search = page.getByLabel("Search by facility name or address", { exact: true });
  await search.focus();
  await page.keyboard.type("chicago");
  await expect(page.getByRole("button", { name: /Berlin Fresh Hub/ })).toHaveCount(0);
  await page.keyboard.press("Tab");
  const facility = page.getByRole("button", { name: /Chicago Cross-Dock/ });
  await expect(facility).toBeFocused();
  // The focus ring is drawn (globals.css :focus-visible), not suppressed.
  expect(await facility.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("selected-facility")).toHaveText("Chicago Cross-Dock");

  await page.getByLabel("What are you carrying?", { exact: true }).focus();
  await page.keyboard.press("ArrowDown"); // "Dry goods" is the first load type after the prompt
  await expect(page.getByLabel("What are you carrying?", { exact: true })).not.toHaveValue("");

  // Slots are a radio group: Tab in, arrows move and choose.
  const firstSlot = page.getByTestId("slots").locator("input").first();
  await firstSlot.focus();
  await page.keyboard.press("Space");
  await expect(firstSlot).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("slots").locator("input").nth(1)).toBeChecked();
  // The summary beside the submit button names the chosen time.
  await expect(
    page.getByText(/, \d{2}:\d{2}–\d{2}:\d{2} Central (Standard|Daylight) Time \(C[SD]T\)$/),
  ).toBeVisible();
});
