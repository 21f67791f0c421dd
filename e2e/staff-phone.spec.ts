// Staff screens on a phone (390×844) and a tablet (1024×768), where a dock
// supervisor found them: panels that opened below the fold, a board that hid
// its hours, filters before the appointments, a menu that cut its tabs.
import { bookFreeSlot } from "./api";
import { CHICAGO, demoDayWith, expect, listed, localDate, test } from "./staff";
import { expectAccessible, PHONE, screenshots, TABLET } from "./support";

for (const [device, size] of [
  ["phone", PHONE],
  ["tablet", TABLET],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport: size });

    test("selecting an appointment brings its panel on screen, and closing it goes back to the appointment", async ({
      page,
      calendar,
      chicago,
    }) => {
      const day = await demoDayWith(page.request, chicago, "17:00");
      const late = (await listed(page.request, chicago, day)).at(-1)!;
      await calendar.goto({ facility: chicago.id, date: day });
      await calendar.chip(late.confirmation_code).click();
      const title = calendar.panel.getByRole("heading", { name: late.confirmation_code });
      await expect(title).toBeInViewport();
      await expect(
        calendar.panel.getByRole("button", { name: "Close appointment details" }),
      ).toBeInViewport();
      await expectAccessible(page);
      await calendar.panel.getByRole("button", { name: "Close appointment details" }).click();
      await expect(calendar.chip(late.confirmation_code)).toBeFocused();
      await expect(calendar.chip(late.confirmation_code)).toBeInViewport();
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the calendar opens on the day's list with the filters folded: the first truck is on the first screen", async ({
    page,
    calendar,
    chicago,
  }) => {
    const day = await demoDayWith(page.request, chicago, "17:00");
    const [first] = await listed(page.request, chicago, day);
    await calendar.goto({ facility: chicago.id, date: day });
    // The list's first card; near midnight that is a truck on the dock since the evening before, above the day's own.
    await expect(calendar.chip(first.confirmation_code)).toBeAttached();
    await expect(page.locator("[data-appointment]").first()).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("combobox", { name: "Status" })).toBeHidden();
    const filters = page.getByRole("button", { name: /Filters/ });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await expectAccessible(page);
    await screenshots(page, "staff-calendar-phone-agenda", ["desktop", "tablet", "phone"]);
    await filters.click();
    await expect(page.getByRole("combobox", { name: "Status" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "staff-calendar-phone-filters", ["phone"]);
  });

  test("the day board keeps its hour labels when an appointment at the far right is selected", async ({
    page,
    calendar,
    chicago,
    tag,
  }) => {
    // A truck at the last door, the board's right edge.
    const truck = await bookFreeSlot(page.request, chicago, {
      daysAhead: 4,
      type: "Outbound",
      carrier: `Far Door ${tag}`,
      reference: `PO-D${tag}`,
    });
    const moved = await page.request.post("/api/service.v1.update_facility_appointment", {
      data: { id: truck.id, dock: "Door 4" },
    });
    expect(moved.ok()).toBe(true);
    await calendar.goto({
      facility: chicago.id,
      date: localDate(truck.scheduled_start_time, CHICAGO.zone),
      view: "day",
    });
    const board = page.getByRole("region", { name: /Dock schedule/ });
    await calendar.chip(truck.confirmation_code).click();
    expect(await board.evaluate((b) => b.scrollLeft)).toBeGreaterThan(0);
    for (const hour of ["06:00", "12:00", "18:00"]) {
      const [b, l] = [await board.boundingBox(), await board.getByText(hour, { exact: true }).boundingBox()];
      expect(l!.x, hour).toBeGreaterThanOrEqual(b!.x);
      expect(l!.x + l!.width, hour).toBeLessThanOrEqual(b!.x + b!.width);
    }
  });

  test("a long e-mail address stays inside the panel", async ({ page, calendar, chicago, tag }) => {
    // No hyphen to break at, as many are.
    const email = `nightshiftdispatch.${tag.toLowerCase()}.team@areallylongcarrierdomainname.example`;
    const truck = await bookFreeSlot(page.request, chicago, {
      daysAhead: 4,
      carrier: `Long Mail Freight ${tag}`,
      reference: `PO-E${tag}`,
      emails: [email],
    });
    await calendar.goto({ facility: chicago.id, date: localDate(truck.scheduled_start_time, CHICAGO.zone) });
    await calendar.open(truck.confirmation_code);
    const shown = calendar.panel.getByText(email);
    await expect(shown).toBeVisible();
    const [panel, text] = [await calendar.panel.boundingBox(), await shown.boundingBox()];
    expect(text!.x + text!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("the top menu shows every tab whole", async ({ page, calendar }) => {
    void calendar;
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshots(page, "staff-header", ["desktop", "tablet", "phone"]);
  });
});
