// A public booking link for a load whose length grows with its quantity: the
// link asks how many pallets or boxes before the times, offers only times as
// long as the load needs, carries the quantity into the details form, and says
// clearly when a larger quantity typed there no longer fits the time picked.
// One facility of its own, set up through the API as an admin.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { DateTime } from "luxon";
import { ManagePage, PublicBookingPage, type Walkup } from "./pages/public-pages";
import { SignInPage } from "./pages/sign-in-page";
import { DESKTOP, PHONE, expectAccessible, screenshots } from "./support";

test.use({ viewport: PHONE });

// Not the browser's zone (America/Chicago): the times shown must be the facility's.
const ZONE = "America/Denver";

type Setup = { id: string; slug: string; frozen: string };

/** Open 08:00–17:00 every day, 30-minute steps, two docks; Frozen pallets take 30 min + 3 min each. */
async function makeFacility(admin: APIRequestContext): Promise<Setup> {
  const made = await admin.post("/api/service.v1.create_facility", {
    data: {
      name: `Quantity DC ${randomUUID().slice(0, 6)}`,
      time_zone: ZONE,
      open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        periods: [{ start: "08:00", end: "17:00" }],
      })),
      instant_booking: true,
      public_booking: "instant",
      slot_step_minutes: 30,
      buffer_minutes: 0,
      min_notice_minutes: 0,
      docks: [
        { name: "Dock 1", directions: ["Inbound", "Outbound"] },
        { name: "Dock 2", directions: ["Inbound", "Outbound"] },
      ],
      load_types: [
        { name: "Dry goods", directions: ["Inbound", "Outbound"], duration_minutes: 30 },
        { name: "Frozen pallets", directions: ["Inbound", "Outbound"], duration_minutes: 30 },
      ],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const f = (await made.json()) as { id: string; slug: string; load_types: { id: string; name: string }[] };
  const frozen = f.load_types.find((l) => l.name === "Frozen pallets")!;
  const rules = await admin.post("/api/service.v1.update_facility_settings", {
    data: {
      facility_id: f.id,
      load_types: [
        {
          id: frozen.id,
          name: frozen.name,
          directions: ["Inbound", "Outbound"],
          duration_minutes: 30,
          minutes_per_unit: 3,
        },
      ],
    },
  });
  expect(rules.ok(), await rules.text()).toBe(true);
  return { id: f.id, slug: f.slug, frozen: frozen.id };
}

const slotLinks = (page: Page) => page.getByTestId("slots").getByRole("link");

test("a carrier on a phone says 26 pallets first, sees only 2-hour times, and books a 2-hour slot", async ({
  page,
  browser,
}) => {
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await staffContext.newPage();
  await admin.goto("/signin");
  await new SignInPage(admin).signIn("admin@dockside.test", "dockside");
  await expect(admin).toHaveURL(/\/calendar/);
  const f = await makeFacility(admin.request);
  const day = DateTime.now().setZone(ZONE).plus({ days: 2 }).toISODate()!;

  const booking = new PublicBookingPage(page);
  await booking.goto(f.slug);

  // A load type without minutes per unit: the times at once, as before.
  await booking.chooseLoadType("Dry goods");
  await expect(page.getByTestId("quantity-form")).toHaveCount(0);
  await expect(slotLinks(page).first()).toBeVisible();

  // Frozen pallets: the quantity first, no times until it is given.
  await booking.chooseLoadType("Frozen pallets");
  await expect(page.getByRole("link", { name: /Frozen pallets.*30 min \+ 3 min each/ })).toBeVisible();
  const quantity = page.getByLabel("How many pallets or boxes?");
  await expect(quantity).toBeVisible();
  await expect(page.getByTestId("slots")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Days" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "public-quantity-ask", ["phone", "tablet", "desktop"]);

  await quantity.fill("26");
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(/[?&]quantity=26(&|#|$)/);
  // 30 min + 3 min × 26 = 108 min, up to the 30-minute step.
  await expect(page.getByTestId("load-length")).toHaveText("This load needs 2 h 0 min at the dock.");
  await expect(quantity).toHaveValue("26");

  // The day after tomorrow (the third day of the fortnight): every time is 2 hours long, so the last
  // start is 15:00 (ending at closing time), not 16:30 as for a 30-minute load.
  await page.getByRole("navigation", { name: "Days" }).locator("li a").nth(2).click();
  await expect(page).toHaveURL(new RegExp(`day=${day}`));
  await expect(slotLinks(page).first()).toHaveText("08:00");
  await expect(slotLinks(page).last()).toHaveText("15:00");
  // The same times the API offers for 26, each of them 2 hours long.
  const open = await page.request.post("/api/service.v1.get_public_availability", {
    data: { slug: f.slug, start: day, end: day, type: "Inbound", load_type_id: f.frozen, quantity: 26 },
  });
  const slots = ((await open.json()) as { slots: { start_time: string; end_time: string }[] }).slots;
  expect(slots.length).toBeGreaterThan(0);
  for (const s of slots) expect(Date.parse(s.end_time) - Date.parse(s.start_time)).toBe(120 * 60_000);
  await expect(slotLinks(page)).toHaveCount(slots.length);
  await expectAccessible(page);
  await screenshots(page, "public-quantity-times", ["phone", "tablet", "desktop"]);

  // The time, then the details: the quantity is already there.
  await slotLinks(page)
    .filter({ hasText: /^10:00$/ })
    .click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  await expect(page.getByText(/10:00–12:00 Mountain/)).toBeVisible();
  await expect(page.getByText(/Frozen pallets, quantity 26/)).toBeVisible();
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("26");

  // 40 would need 30 + 3 × 40 = 150 min, more than the 2 hours picked: the server refuses, and the page says why.
  const tag = randomUUID().slice(0, 8);
  const w: Walkup = {
    company: `Cold Chain ${tag}`,
    email: `cold-${tag}@haulage.test`,
    phone: "+1 303 555 0190",
    driver: "Ana Ruiz",
    driverPhone: "+1 303 555 0191",
    trailer: `RF-${tag.slice(0, 4).toUpperCase()}`,
    reference: `PO-${tag}`,
    quantity: "40",
  };
  await booking.fill(w);
  await booking.book();
  const alert = page.getByRole("alert").filter({ hasText: "This time is too short for the load" });
  await expect(alert).toContainText("the load needs 2 h 30 min at the dock, longer than the time you picked");
  await expect(alert.getByRole("link", { name: "See the times for 40" })).toHaveAttribute(
    "href",
    /quantity=40#times$/,
  );
  await expect(page.getByText("Needs 2 h 30 min at the dock: more than the time picked")).toBeVisible();
  // The details typed are kept.
  await expect(page.getByLabel("Company")).toHaveValue(w.company);
  await expectAccessible(page);
  await screenshots(page, "public-quantity-too-short", ["phone", "tablet", "desktop"]);

  // Back to 26: booked, and the booking is as long as the load needs.
  await page.getByLabel("Quantity", { exact: true }).fill("26");
  await booking.book();
  await expect(page).toHaveURL(/\/a\/[A-Za-z0-9_-]{43}\?booked=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Booked" })).toBeVisible();
  const code = (await new ManagePage(page).code.textContent())!;

  const listed = await admin.request.post("/api/service.v1.get_facility_appointments", {
    data: { facility_id: f.id, start: day, end: day },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const mine = (
    (await listed.json()) as {
      confirmation_code: string;
      scheduled_start_time: string;
      scheduled_end_time: string;
      quantity: number;
      status: string;
    }[]
  ).find((a) => a.confirmation_code === code)!;
  expect(mine).toMatchObject({ quantity: 26, status: "Scheduled" });
  expect(DateTime.fromISO(mine.scheduled_start_time, { zone: ZONE }).toFormat("yyyy-MM-dd HH:mm")).toBe(
    `${day} 10:00`,
  );
  expect(Date.parse(mine.scheduled_end_time) - Date.parse(mine.scheduled_start_time)).toBe(120 * 60_000);
  await staffContext.close();
});
