// The Reports page against a day whose answers are worked out by hand here.
// The day is in the past with chosen check-in and check-out times, which no
// operation can set, so its trucks are written to the test server's SQLite
// database directly (as the API tests do), at a facility of their own that an
// admin creates and the staff member is given.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser } from "@playwright/test";
import { DateTime } from "luxon";
import { E2E_DATABASE_FILE } from "./env";
import { SignInPage } from "./pages/sign-in-page";
import { expect, signIn, test } from "./staff";
import { expectAccessible, screenshots } from "./support";

const ZONE = "America/Chicago";
const DAY = "2026-06-10";
const ACME = "Acme Freight"; // the demo carrier's company
/** A local time of DAY as the SQLite adapter stores date-times. */
const at = (hhmm: string) =>
  DateTime.fromISO(`${DAY}T${hhmm}`, { zone: ZONE }).toUTC().toISO()!.replace("Z", "+00:00");

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const code = () =>
  Array.from({ length: 8 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join("");

type Statement = { run(...params: unknown[]): unknown; get(...params: unknown[]): unknown };
type Sqlite = { prepare(sql: string): Statement; pragma(p: string): unknown; close(): void };

/** better-sqlite3, the module the server's Prisma adapter uses. */
function openDatabase(): Sqlite {
  const require = createRequire(createRequire(import.meta.url).resolve("@prisma/adapter-better-sqlite3"));
  const Driver = require("better-sqlite3") as new (file: string) => Sqlite;
  const db = new Driver(E2E_DATABASE_FILE);
  db.pragma("busy_timeout = 10000");
  return db;
}

/** A facility of the staff member's, with four trucks on DAY: two of Acme's, two of another company's. */
async function seedDay(browser: Browser, tag: string): Promise<string> {
  const admin = await browser.newPage();
  await signIn(admin, "admin@dockside.test");
  const made = await admin.request.post("/api/service.v1.create_facility", {
    data: { name: `Reports DC ${tag}`, time_zone: ZONE },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const facility = ((await made.json()) as { id: string }).id;
  await admin.close();

  const db = openDatabase();
  try {
    const staff = db.prepare("select id from users where email = ?").get("staff@dockside.test") as {
      id: string;
    };
    db.prepare("insert into user_facilities (user_id, facility_id) values (?, ?)").run(staff.id, facility);
    const acme = db.prepare("select id from carrier_companies where name = ?").get(ACME) as { id: string };
    const other = randomUUID();
    db.prepare("insert into carrier_companies (id, name, name_key) values (?, ?, ?)").run(
      other,
      `Other Haulage ${tag}`,
      `other haulage ${tag.toLowerCase()}`,
    );
    // Each truck held a dock, so the facility's limits count it (the report's "Limits by day").
    const dock = db.prepare("select id from docks where facility_id = ? order by position").get(facility) as {
      id: string;
    };
    const insert = db.prepare(
      `insert into appointments (id, facility_id, dock_id, carrier_company_id, type, status, confirmation_code,
         scheduled_start, scheduled_end, checked_in_at, checked_out_at, carrier, created_at, updated_at)
       values (?, ?, ?, ?, 'Inbound', ?, ?, ?, ?, ?, ?, 'seeded', ?, ?)`,
    );
    const truck = (
      start: string,
      end: string,
      company: string,
      status: string,
      inAt?: string,
      outAt?: string,
    ) =>
      insert.run(
        randomUUID(),
        facility,
        dock.id,
        company,
        status,
        code(),
        at(start),
        at(end),
        inAt ? at(inAt) : null,
        outAt ? at(outAt) : null,
        at("00:00"),
        at("00:00"),
      );
    // In 10 minutes after its 08:00 start (on time, ±15), out at 09:40: 90 minutes on site.
    truck("08:00", "09:00", acme.id, "Completed", "08:10", "09:40");
    // 30 minutes late for 10:00, out at 13:00: 150.
    truck("10:00", "11:00", acme.id, "Completed", "10:30", "13:00");
    // 10 minutes early for 13:00 (on time), out at 14:20: 90.
    truck("13:00", "14:00", other, "Completed", "12:50", "14:20");
    truck("15:00", "16:00", other, "NoShow");
  } finally {
    db.close();
  }
  return facility;
}

const tile = (page: import("@playwright/test").Page, term: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

test("the Reports page shows a seeded day's on-time rate and dwell as worked out by hand", async ({
  page,
  browser,
  tag,
}) => {
  const facility = await seedDay(browser, tag);
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
    scorecard.getByRole("row", { name: new RegExp(`^${ACME} 2 2 1 50 0 0 0 120$`) }),
  ).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV of Figures" }).click(),
  ]);
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv).toContain("On-time rate (%),66.7\r\n");
  expect(csv).toContain("90th percentile dwell (min),138\r\n");

  // A daily limit of 3 trucks: the three completed loads reached it (the no-show held no dock by then).
  const capped = await page.request.post("/api/service.v1.update_facility_settings", {
    data: { facility_id: facility, caps: [{ scope: "facility", period: "day", max_appointments: 3 }] },
  });
  expect(capped.ok(), await capped.text()).toBe(true);
  await page.reload();
  const limits = page.getByRole("table", { name: "Limits by day" });
  await expect(
    limits.getByRole("row", { name: `${DAY} Whole facility, per day: 3 trucks 3 0 Yes` }),
  ).toBeVisible();
  await expect(page.getByText("0 bookings made past a rule by staff")).toBeVisible();

  await expectAccessible(page);
  await screenshots(page, "reports-day", ["desktop", "tablet", "phone"]);
});

test("a carrier's scorecard holds its own company's figures only", async ({ page, browser, tag }) => {
  const facility = await seedDay(browser, tag);
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
