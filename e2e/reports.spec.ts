// The Reports page against a day whose answers are worked out by hand here.
// The day is in the past with chosen check-in and check-out times, which no
// operation can set, so it is written to the test server's database directly
// (as the API tests do), in a facility of its own.
import { readFileSync } from "node:fs";
import { DateTime } from "luxon";
import { createClient } from "../lib/db";
import { newConfirmationCode } from "../lib/appointments/confirmation-code";
import { findOrCreateCompany } from "../lib/carriers/companies";
import { DEMO_CARRIER } from "../lib/demo/seed";
import { createFacility } from "../lib/facilities/service";
import { E2E_DATABASE_FILE } from "./env";
import { SignInPage } from "./pages/sign-in-page";
import { expect, signIn, test } from "./staff";
import { expectAccessible, screenshots } from "./support";

const ZONE = "America/Chicago";
const DAY = "2026-06-10";
const at = (hhmm: string) => DateTime.fromISO(`${DAY}T${hhmm}`, { zone: ZONE }).toJSDate();

/** A facility of the staff member's, with four trucks on DAY. */
async function seedDay(tag: string) {
  const db = createClient(`file:${E2E_DATABASE_FILE}`);
  try {
    const f = await createFacility(db, {
      name: `Reports DC ${tag}`,
      timeZone: ZONE,
      hours: "Mon-Sun 00:00-24:00",
      docks: 2,
    });
    const staff = await db.user.findUniqueOrThrow({ where: { email: "staff@dockside.test" } });
    await db.userFacility.create({ data: { userId: staff.id, facilityId: f.id } });
    const acme = await findOrCreateCompany(db, DEMO_CARRIER);
    const other = await findOrCreateCompany(db, `Other Haulage ${tag}`);
    const truck = (
      start: string,
      company: string,
      times: { status: string; checkedInAt?: Date; checkedOutAt?: Date },
    ) =>
      db.appointment.create({
        data: {
          facilityId: f.id,
          carrierCompanyId: company,
          type: "Inbound",
          confirmationCode: newConfirmationCode(),
          scheduledStart: at(start),
          scheduledEnd: new Date(at(start).getTime() + 3_600_000),
          carrier: "seeded",
          ...times,
        },
      });
    // In 10 minutes after its 08:00 start (on time, ±15), out at 09:40: 90 minutes on site.
    await truck("08:00", acme.id, {
      status: "Completed",
      checkedInAt: at("08:10"),
      checkedOutAt: at("09:40"),
    });
    // 30 minutes late for 10:00, out at 13:00: 150.
    await truck("10:00", acme.id, {
      status: "Completed",
      checkedInAt: at("10:30"),
      checkedOutAt: at("13:00"),
    });
    // 10 minutes early for 13:00 (on time), out at 14:20: 90.
    await truck("13:00", other.id, {
      status: "Completed",
      checkedInAt: at("12:50"),
      checkedOutAt: at("14:20"),
    });
    await truck("15:00", other.id, { status: "NoShow" });
    return f.id;
  } finally {
    await db.$disconnect();
  }
}

const tile = (page: import("@playwright/test").Page, term: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

test("the Reports page shows a seeded day's on-time rate and dwell as worked out by hand", async ({
  page,
  tag,
}) => {
  const facility = await seedDay(tag);
  await signIn(page);
  await page.getByRole("link", { name: "Reports" }).first().click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await page.goto(`/reports?facility=${facility}&period=day&date=${DAY}`);

  // On time: 08:10 and 12:50 of three arrivals: 2 / 3. Dwell 90, 150, 90: mean 110;
  // the 90th percentile at rank 0.9 × (3 - 1) = 1.8 of 90, 90, 150: 90 + 0.8 × 60 = 138.
  await expect(tile(page, "On-time rate")).toHaveText("66.7%");
  await expect(tile(page, "Average dwell")).toHaveText("110.0 min");
  await expect(tile(page, "90th percentile dwell")).toHaveText("138.0 min");
  await expect(tile(page, "No-show rate")).toHaveText("25.0%"); // 1 of 4 due
  const figures = page.getByRole("table", { name: "Figures" });
  await expect(figures.getByRole("row", { name: /^On-time rate \(%\) 66\.7$/ })).toBeVisible();
  await expect(figures.getByRole("row", { name: /^Average dwell \(min\) 110$/ })).toBeVisible();
  // Every chart is a labelled picture next to its table.
  for (const name of [
    "Appointments by status",
    "Dock utilisation by hour of the day",
    "On-time rate by carrier company",
  ])
    await expect(page.getByRole("img", { name })).toBeVisible();
  const scorecard = page.getByRole("table", { name: "Carrier scorecard" });
  await expect(scorecard.getByRole("row")).toHaveCount(3);
  await expect(
    scorecard.getByRole("row", { name: new RegExp(`^${DEMO_CARRIER} 2 2 1 50 0 0 0 120$`) }),
  ).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV of Figures" }).click(),
  ]);
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv).toContain("On-time rate (%),66.7\r\n");
  expect(csv).toContain("90th percentile dwell (min),138\r\n");

  await expectAccessible(page);
  await screenshots(page, "reports-day", ["desktop", "tablet", "phone"]);
});

test("a carrier's scorecard holds its own company's figures only", async ({ page, tag }) => {
  const facility = await seedDay(tag);
  await page.goto("/signin");
  await new SignInPage(page).signIn("carrier@dockside.test", "dockside");
  await page.getByRole("link", { name: "My scorecard" }).first().click();
  await expect(page.getByRole("heading", { name: "My scorecard", level: 1 })).toBeVisible();
  await page.goto(`/scorecard?facility=${facility}&period=day&date=${DAY}`);
  // Acme's two arrivals: 08:10 on time, 10:30 late; dwell 90 and 150.
  await expect(tile(page, "On-time rate")).toHaveText("50.0%");
  await expect(tile(page, "Average dwell")).toHaveText("120.0 min");
  const mine = page.getByRole("table", { name: "Your scorecard" });
  await expect(mine.getByRole("row")).toHaveCount(2);
  await expect(mine).not.toContainText("Other Haulage");
  await expect(page.getByRole("table", { name: /utilisation/i })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "reports-carrier", ["desktop", "phone"]);
});
