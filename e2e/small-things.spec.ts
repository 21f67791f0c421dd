// The small things of issue "staff screens as a dock supervisor found them":
// panels that open where the tap was, a day strip that says it scrolls,
// focus that goes where the eyes go, a save bar that hides nothing, and
// errors that read as sentences.
import { bookFreeSlot, facilityId } from "./api";
import { BookingPage } from "./pages/booking-page";
import { signIn } from "./staff";
import { expect, expectAccessible, PHONE, screenshots, test } from "./support";

const CHICAGO = { name: "Chicago Cross-Dock", zone: "America/Chicago" };

test.describe("a carrier on a phone", () => {
  test.use({ viewport: PHONE });

  test("sees the reschedule and cancel panels open on screen", async ({ page, carrier }) => {
    void carrier;
    const chicago = { id: await facilityId(page.request, CHICAGO.name), zone: CHICAGO.zone };
    const booked = await bookFreeSlot(page.request, chicago, {
      daysAhead: 3,
      carrier: "Phone Freight",
      reference: "PO-PHONE",
    });
    await page.goto(`/appointments/${booked.id}`);
    await page.getByRole("button", { name: "Reschedule" }).click();
    await expect(page.getByRole("heading", { name: "Pick a new time" })).toBeInViewport();
    await expect(page.getByRole("group", { name: "Day", exact: true })).toBeInViewport();
    await expectAccessible(page);
    await screenshots(page, "carrier-reschedule-phone", ["phone"]);
    await page.getByRole("button", { name: "Keep the current time" }).click();
    await page.getByRole("button", { name: "Cancel appointment" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this appointment?" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Yes, cancel appointment" })).toBeInViewport();
  });

  test("is told the day strip scrolls for more days", async ({ page, carrier }) => {
    void carrier;
    const booking = new BookingPage(page);
    await booking.chooseFacility(CHICAGO.name);
    await booking.chooseLoadType("Dry goods (60 min)");
    const days = page.getByRole("group", { name: "Day", exact: true });
    await days.scrollIntoViewIfNeeded();
    const hint = days.getByText(/Swipe for more days/);
    await expect(hint).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(hint).toBeHidden();
  });
});

test("after choosing a facility with Enter, focus stays in the booking form", async ({ page, carrier }) => {
  void carrier;
  await page.getByLabel("Search by facility name or address", { exact: true }).fill("chicago");
  await page.getByRole("button", { name: /Chicago Cross-Dock/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("selected-facility")).toHaveText(CHICAGO.name);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
  await expect(page.getByTestId("selected-facility")).toBeFocused();
  // From there the keyboard goes on to "Change facility", then on into the form.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Change facility" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Search by facility name or address", { exact: true })).toBeFocused();
});

test("a failed booking puts focus on the first error, the facility", async ({ page, carrier }) => {
  void carrier;
  await new BookingPage(page).submit();
  await expect(page.getByLabel("Search by facility name or address", { exact: true })).toBeFocused();
});

test.describe("staff in the facility settings", () => {
  test.use({ viewport: PHONE });

  test("the save bar never hides the field being typed in", async ({ page }) => {
    await signIn(page);
    await page.goto(`/settings?facility=${await facilityId(page.request, CHICAGO.name)}`);
    await page.getByRole("textbox", { name: "Name", exact: true }).focus();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const [field, top, inBar] = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const button = [...document.querySelectorAll("button")].find(
          (b) => b.textContent === "Save settings",
        );
        const save = button!.parentElement!;
        return [
          `${el.tagName} ${el.id || el.getAttribute("aria-label") || el.textContent}`,
          el.getBoundingClientRect().bottom - save.getBoundingClientRect().top,
          save.contains(el),
        ] as const;
      });
      if (inBar) break;
      expect(top, `${field} is under the save bar`).toBeLessThanOrEqual(0);
    }
    await screenshots(page, "staff-settings", ["desktop", "tablet", "phone"]);
  });

  test("the first error in the form gets focus, even when a later field also has one", async ({ page }) => {
    await signIn(page);
    await page.goto(`/settings?facility=${await facilityId(page.request, CHICAGO.name)}`);
    // A closed date added (so its field is registered after every other) and left empty, and a load type without minutes.
    await page.getByRole("button", { name: "Add a closed date" }).click();
    await page.getByRole("spinbutton", { name: "Minutes", exact: true }).first().fill("");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByLabel("Date", { exact: true }).last()).toBeFocused();
  });

  test("a wrong time zone is explained in a whole sentence", async ({ page }) => {
    await signIn(page);
    await page.goto(`/settings?facility=${await facilityId(page.request, CHICAGO.name)}`);
    await page.getByRole("textbox", { name: "Time zone" }).fill("Chicago");
    await page.getByRole("button", { name: "Save settings" }).click();
    const error = page.locator("#s-zone-error");
    await expect(error).toHaveText(/^[A-Z].*America\/Chicago.*\.$/);
    await expect(page.getByRole("textbox", { name: "Time zone" })).toBeFocused();
  });
});
