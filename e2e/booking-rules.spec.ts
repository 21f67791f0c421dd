// The facility's rules in the booking screens: a load's length from its quantity,
// a day's reasons instead of a blank, staff booking past a cap with a reason, and
// the mark that booking leaves on the board. One facility of its own, set up
// through the API: one dock, a load type with time per unit, a daily cap of one
// appointment, and a dock closure the morning of the day booked.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { DateTime } from "luxon";
import { CalendarPage } from "./pages/calendar-page";
import { SignInPage } from "./pages/sign-in-page";
import { DESKTOP, PHONE, TABLET, expect, expectAccessible, screenshots, test } from "./support";

const ZONE = "America/Chicago";

type Setup = { id: string; name: string; slug: string; day: string; loadType: string };

async function makeFacility(admin: Page): Promise<Setup> {
  const tag = randomUUID().slice(0, 6);
  const name = `Rules DC ${tag}`;
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    periods: [{ start: "08:00", end: "17:00" }],
  }));
  const made = await admin.request.post("/api/service.v1.create_facility", {
    data: {
      name,
      time_zone: ZONE,
      open_hours: everyDay,
      instant_booking: true,
      accepts_carrier_bookings: true,
      public_booking: "requests",
      slot_step_minutes: 30,
      buffer_minutes: 0,
      min_notice_minutes: 0,
      docks: [{ name: "Dock 4", directions: ["Inbound", "Outbound"] }],
      load_types: [
        { name: "Pallets", directions: ["Inbound", "Outbound"], duration_minutes: 30, minutes_per_unit: 5 },
      ],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const facility = (await made.json()) as {
    id: string;
    slug: string;
    docks: { id: string }[];
    load_types: { id: string; name: string }[];
  };
  // The day after tomorrow: whatever the hour of the run, the whole day is ahead.
  const day = DateTime.now().setZone(ZONE).plus({ days: 2 }).toISODate()!;
  const at = (hm: string) => DateTime.fromISO(`${day}T${hm}`, { zone: ZONE }).toUTC().toISO()!;
  const rules = await admin.request.post("/api/service.v1.update_facility_settings", {
    data: {
      facility_id: facility.id,
      caps: [{ scope: "facility", period: "day", max_appointments: 1 }],
      dock_closures: [
        { dock_ids: [facility.docks[0].id], start: at("08:00"), end: at("10:00"), reason: "repairs" },
      ],
    },
  });
  expect(rules.ok(), await rules.text()).toBe(true);
  return { id: facility.id, name, slug: facility.slug, day, loadType: "Pallets (30 min)" };
}

/** /book as far as the slot picker on the rules day: facility, load type, quantity, the day. */
async function openDay(page: Page, f: Setup, quantity: string) {
  await page.goto("/book");
  await page.getByLabel("Search by facility name or address", { exact: true }).fill(f.name);
  await page.getByRole("button", { name: new RegExp(f.name) }).click();
  await expect(page.getByTestId("selected-facility")).toHaveText(f.name);
  await page.getByLabel("What are you carrying?", { exact: true }).selectOption({ label: f.loadType });
  await page.getByLabel("Quantity", { exact: true }).fill(quantity);
  await page.locator(`label:has(input[name="day"][value="${f.day}"])`).click();
  await expect(page.getByRole("group", { name: /^Open times on / })).toBeVisible();
}

const reasons = (page: Page) => page.getByRole("list", { name: "Why other times are not offered" });

test("the load sets the slot length, a full day says why, staff book past the cap and the board shows it", async ({
  page,
  carrier,
  browser,
}) => {
  expect(carrier.company).toBeTruthy();
  const staffContext = await browser.newContext({ viewport: DESKTOP, timezoneId: "America/Chicago" });
  const admin = await staffContext.newPage();
  await admin.goto("/signin");
  await new SignInPage(admin).signIn("admin@dockside.test", "dockside");
  await expect(admin).toHaveURL(/\/calendar/);
  const f = await makeFacility(admin);

  // (a) A carrier on a phone: 18 pallets at 30 min + 5 min each is 2 h, so only 2-hour slots.
  await page.setViewportSize(PHONE);
  await openDay(page, f, "18");
  await expect(page.getByTestId("load-length")).toHaveText("This load needs 2 h 0 min at the dock.");
  await expect(reasons(page)).toContainText("08:00–10:00 · Dock 4 closed: repairs");
  const slots = page.getByTestId("slots").locator("label");
  await expect(slots.first()).toHaveText("10:00");
  // The last 2-hour slot ends at closing time.
  await expect(slots.last()).toHaveText("15:00");
  await slots.first().click();
  await expect(page.getByText(/10:00–12:00 Central/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "rules-book-length", ["phone", "tablet", "desktop"]);
  await page.getByLabel("Phone", { exact: true }).fill("+1 312 555 0123");
  await page.getByLabel("Reference number 1", { exact: true }).fill("PO-RULES-1");
  await page.getByRole("button", { name: "Book appointment" }).click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}\?booked=1/);
  const id = page.url().match(/appointments\/([0-9a-f-]{36})/)![1];
  const booked = (await (
    await page.request.post("/api/service.v1.get_facility_appointment", { data: { id } })
  ).json()) as { scheduled_start_time: string; scheduled_end_time: string };
  expect(Date.parse(booked.scheduled_end_time) - Date.parse(booked.scheduled_start_time)).toBe(120 * 60_000);

  // (b) The day is now full: it says so, with the cap's words, instead of a blank.
  await openDay(page, f, "4");
  await expect(page.getByTestId("slots")).toHaveCount(0);
  await expect(page.getByText("No open times on this day. Pick another day.")).toBeVisible();
  await expect(reasons(page)).toContainText("The facility's daily limit of 1 appointment is reached");
  await expect(reasons(page)).toContainText("08:00–10:00 · Dock 4 closed: repairs");
  // Carriers are never offered a way past the rule.
  await expect(page.getByRole("button", { name: /Book past this rule/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "rules-day-full", ["phone", "tablet", "desktop"]);

  // (d) On a tablet the picker and its reasons are in view together once the day is chosen.
  // A person scrolls to the day they chose; its times (none) and the reasons follow right under it.
  await page.setViewportSize(TABLET);
  const chosen = page.locator(`label:has(input[name="day"][value="${f.day}"])`);
  await chosen.evaluate((el) => el.scrollIntoView({ block: "start" }));
  await expect(chosen).toBeInViewport();
  await expect(page.getByRole("group", { name: /^Open times on / })).toBeInViewport();
  await expect(reasons(page)).toBeInViewport();

  // The public link says the same for its day.
  await page.goto(`/f/${f.slug}?quantity=18&day=${f.day}`);
  await expect(reasons(page)).toContainText("The facility's daily limit of 1 appointment is reached");

  // (c) Staff at a desk: a time past the cap, refused, then booked anyway with a reason.
  await openDay(admin, f, "10");
  await expect(admin.getByTestId("load-length")).toHaveText("This load needs 1 h 30 min at the dock.");
  await admin
    .getByRole("button", { name: /Book past this rule/ })
    .last()
    .click();
  await admin.getByTestId("ruled-slots").getByText("12:30", { exact: true }).click();
  await expect(admin.getByText(/This time is past a rule/)).toBeVisible();
  await admin.getByLabel("Carrier company", { exact: true }).fill("Override Freight");
  await admin.getByLabel("Phone", { exact: true }).fill("+1 312 555 0456");
  await admin.getByLabel("Reference number 1", { exact: true }).fill("PO-OVERRIDE-1");
  await admin.getByRole("button", { name: "Book appointment" }).click();
  const box = admin.getByTestId("override-box");
  await expect(box).toContainText("The facility's daily limit of 1 appointment is reached.");
  await box.getByRole("button", { name: "Book anyway" }).click();
  await expect(box.getByText("Say why this booking goes past the rule")).toBeVisible();
  await expectAccessible(admin);
  await screenshots(admin, "rules-staff-override", ["desktop", "tablet", "phone"]);
  await box.getByLabel("Reason for booking past the rule").fill("Key account, approved by Dana");
  await box.getByRole("button", { name: "Book anyway" }).click();
  await expect(admin).toHaveURL(/\/appointments\/[0-9a-f-]{36}\?booked=1/);
  const staffId = admin.url().match(/appointments\/([0-9a-f-]{36})/)![1];
  const saved = (await (
    await admin.request.post("/api/service.v1.get_facility_appointment", { data: { id: staffId } })
  ).json()) as { confirmation_code: string; override_reason: string | null };
  expect(saved.override_reason).toBe("Key account, approved by Dana");

  const calendar = new CalendarPage(admin);
  await calendar.goto({ facility: f.id, date: f.day, view: "day" });
  const chip = calendar.chip(saved.confirmation_code);
  await expect(chip).toContainText("Past rule");
  await expect(chip).toHaveAttribute("aria-label", /booked past a rule/);
  await calendar.open(saved.confirmation_code);
  await expect(calendar.panel.getByTestId("override-reason")).toContainText("Key account, approved by Dana");
  await expectAccessible(admin);
  await screenshots(admin, "rules-board-mark", ["desktop", "tablet", "phone"]);
  await staffContext.close();
});
