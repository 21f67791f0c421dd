// The facility's own rules in its settings: a dock that takes one load type
// and keeps its own hours, minutes per unit, a dock closure, a daily limit and
// a kept dock for a carrier company. A staff member sets them at a facility of
// their own (an admin creates it; the staff member is given it), sees them
// again after a reload, and the API answers exactly what was typed.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { DateTime } from "luxon";
import { E2E_DATABASE_FILE, SCREENSHOTS } from "./env";
import { expect, signIn, test } from "./staff";
import { DESKTOP, expectAccessible, PHONE, screenshots, TABLET } from "./support";

const ZONE = "America/Chicago";
const ACME = "Acme Freight"; // the demo carrier's company

type Settings = {
  docks: { id: string; name: string; load_type_ids: string[]; open_hours: unknown }[];
  load_types: { id: string; name: string; minutes_per_unit: number }[];
  open_hours: { weekday: number; periods: { start: string; end: string }[] }[];
  caps: unknown[];
  holds: unknown[];
  dock_closures: unknown[];
};

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

/**
 * A facility with two load types, given to the staff member, where Acme has a truck booked next week (so
 * Acme is among the companies staff can keep a dock for: list_carrier_companies is for admins).
 */
async function ownFacility(browser: Browser, tag: string): Promise<{ facility: string; acme: string }> {
  const admin = await browser.newPage();
  await signIn(admin, "admin@dockside.test");
  const both = ["Inbound", "Outbound"];
  const made = await admin.request.post("/api/service.v1.create_facility", {
    data: {
      name: `Rules DC ${tag}`,
      time_zone: ZONE,
      load_types: [
        { name: "Dry pallets", directions: both, duration_minutes: 60 },
        { name: "Frozen", directions: both, duration_minutes: 20 },
      ],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const facility = ((await made.json()) as { id: string }).id;
  await admin.close();
  const db = openDatabase();
  let acme: { id: string };
  try {
    const staff = db.prepare("select id from users where email = ?").get("staff@dockside.test") as {
      id: string;
    };
    db.prepare("insert into user_facilities (user_id, facility_id) values (?, ?)").run(staff.id, facility);
    acme = db.prepare("select id from carrier_companies where name = ?").get(ACME) as { id: string };
    const start = DateTime.now().setZone(ZONE).plus({ days: 7 }).set({ hour: 9, minute: 0, second: 0 });
    const stored = (t: DateTime) => t.toUTC().toISO()!.replace("Z", "+00:00");
    db.prepare(
      `insert into appointments (id, facility_id, carrier_company_id, type, status, confirmation_code,
         scheduled_start, scheduled_end, carrier, created_at, updated_at)
       values (?, ?, ?, 'Inbound', 'Scheduled', ?, ?, ?, 'seeded', ?, ?)`,
    ).run(
      randomUUID(),
      facility,
      acme.id,
      `R${tag}X`.slice(0, 8),
      stored(start),
      stored(start.plus({ hours: 1 })),
      stored(DateTime.now()),
      stored(DateTime.now()),
    );
  } finally {
    db.close();
  }
  return { facility, acme: acme.id };
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

async function settingsOf(page: Page, facility: string): Promise<Settings> {
  const res = await page.request.post("/api/service.v1.get_facility_settings", {
    data: { facility_id: facility },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Settings;
}

test("staff set a dock's load types and hours, a closure, a daily limit and a kept dock, and they are saved exactly", async ({
  page,
  browser,
  tag,
}) => {
  test.setTimeout(180_000);
  const { facility, acme } = await ownFacility(browser, tag);
  await signIn(page);
  await page.goto(`/settings?facility=${facility}`);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(`Rules DC ${tag}`);

  // Dock 1 takes frozen loads only; Dock 2 opens at 10:00 on Mondays.
  const docks = section(page, "Docks");
  const dock1Types = docks.getByRole("group", { name: "Load types Dock 1 takes" });
  await expect(dock1Types.getByRole("checkbox", { name: "All load types" })).toBeChecked();
  await dock1Types.getByRole("checkbox", { name: "Frozen" }).check();
  await expect(dock1Types.getByRole("checkbox", { name: "All load types" })).not.toBeChecked();
  await docks.getByRole("checkbox", { name: /^Own hours for Dock 2/ }).check();
  await docks.getByRole("textbox", { name: "Dock 2 Monday period 1 opens" }).fill("10:00");

  // Frozen loads need 4 minutes a pallet on top of 20: an example says what a load gets.
  const loadTypes = section(page, "Load types");
  const perUnit = loadTypes.getByRole("spinbutton", { name: "Minutes per unit" }).nth(1);
  await perUnit.fill("4");
  // 26 × 4 + 20 = 124, up to the 30-minute slot step: 150.
  await expect(loadTypes).toContainText("A load of 26 units: 26 × 4 min + 20 = 124 min → 2 h 30 min");

  // Dock 1 closed for a repair one morning next month, typed in the facility's time.
  const day = DateTime.now().setZone(ZONE).plus({ months: 1 }).startOf("day");
  const closures = section(page, "Dock closures");
  await closures.getByRole("button", { name: "Add a closure" }).click();
  const closure = closures.getByRole("group", { name: "Closure 1" });
  await closure
    .getByRole("textbox", { name: "From", exact: true })
    .fill(`${day.toFormat("d LLL yyyy")} 06:00`);
  await closure.getByRole("textbox", { name: "To", exact: true }).fill(`${day.toFormat("d LLL yyyy")} 14:30`);
  await closure.getByRole("textbox", { name: /^Reason/ }).fill("Door repair");
  await closure.getByRole("checkbox", { name: "Dock 1" }).check();

  // At most 12 trucks a day at the whole facility.
  const limits = section(page, "Booking limits");
  await limits.getByRole("button", { name: "Add a limit" }).click();
  const limit = limits.getByRole("group", { name: "Limit 1" });
  await expect(limit.getByRole("combobox", { name: "Applies to" })).toHaveValue("facility");
  await limit.getByRole("combobox", { name: "Per", exact: true }).selectOption("day");
  await limit.getByRole("spinbutton", { name: "Max trucks" }).fill("12");
  // Units typed and then cleared again mean no unit limit, not a limit of 0.
  await limit.getByRole("spinbutton", { name: "Max units" }).fill("500");
  await limit.getByRole("spinbutton", { name: "Max units" }).fill("");

  // Dock 2 kept for Acme on Monday and Wednesday mornings.
  const kept = section(page, "Kept docks");
  await kept.getByRole("button", { name: "Add a kept dock" }).click();
  const hold = kept.getByRole("group", { name: "Kept dock 1" });
  await hold.getByRole("textbox", { name: "Label", exact: true }).fill("Acme mornings");
  await hold.getByRole("textbox", { name: "From", exact: true }).fill("06:00");
  await hold.getByRole("textbox", { name: "To", exact: true }).fill("10:00");
  const every = hold.getByRole("group", { name: "Every", exact: true });
  for (const d of ["Tue", "Thu", "Fri"]) await every.getByRole("checkbox", { name: d }).uncheck();
  await hold.getByRole("group", { name: "Docks kept" }).getByRole("checkbox", { name: "Dock 2" }).check();
  await hold.getByRole("group", { name: "Kept for" }).getByRole("checkbox", { name: ACME }).check();
  await expect(hold).toContainText("Companies that booked here");

  await expectAccessible(page);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // After a reload the page shows what was saved.
  await page.reload();
  await expect(dock1Types.getByRole("checkbox", { name: "Frozen" })).toBeChecked();
  await expect(dock1Types.getByRole("checkbox", { name: "Dry pallets" })).not.toBeChecked();
  await expect(docks.getByRole("textbox", { name: "Dock 2 Monday period 1 opens" })).toHaveValue("10:00");
  await expect(perUnit).toHaveValue("4");
  await expect(closure.getByRole("textbox", { name: "From", exact: true })).toHaveValue(
    `${day.toFormat("d LLL yyyy")} 06:00`,
  );
  await expect(closure.getByRole("textbox", { name: /^Reason/ })).toHaveValue("Door repair");
  await expect(closure.getByRole("checkbox", { name: "Dock 1" })).toBeChecked();
  await expect(closure.getByRole("checkbox", { name: "All docks" })).not.toBeChecked();
  await expect(limit.getByRole("spinbutton", { name: "Max trucks" })).toHaveValue("12");
  await expect(limit.getByRole("spinbutton", { name: "Max units" })).toHaveValue("");
  await expect(hold.getByRole("textbox", { name: "Label", exact: true })).toHaveValue("Acme mornings");
  await expect(
    hold.getByRole("group", { name: "Kept for" }).getByRole("checkbox", { name: ACME }),
  ).toBeChecked();

  // The API holds exactly that.
  const saved = await settingsOf(page, facility);
  const dock = (name: string) => saved.docks.find((d) => d.name === name)!;
  const frozen = saved.load_types.find((l) => l.name === "Frozen")!;
  expect(dock("Dock 1").load_type_ids).toEqual([frozen.id]);
  expect(dock("Dock 1").open_hours).toBeNull();
  expect(dock("Dock 2").load_type_ids).toEqual([]);
  expect(dock("Dock 2").open_hours).toEqual(
    saved.open_hours.map((d) =>
      d.weekday === 1 ? { weekday: 1, periods: [{ ...d.periods[0], start: "10:00" }] } : d,
    ),
  );
  expect(saved.load_types.map((l) => [l.name, l.minutes_per_unit])).toEqual([
    ["Dry pallets", 0],
    ["Frozen", 4],
  ]);
  const utc = (hour: number, minute: number) => day.set({ hour, minute }).toUTC().toISO()!;
  expect(saved.dock_closures).toEqual([
    {
      id: expect.any(String),
      dock_ids: [dock("Dock 1").id],
      start: utc(6, 0),
      end: utc(14, 30),
      reason: "Door repair",
    },
  ]);
  expect(saved.caps).toEqual([
    {
      id: expect.any(String),
      scope: "facility",
      load_type_id: null,
      period: "day",
      max_appointments: 12,
      max_units: null,
    },
  ]);
  expect(saved.holds).toEqual([
    {
      id: expect.any(String),
      label: "Acme mornings",
      dock_ids: [dock("Dock 2").id],
      weekdays: [1, 3],
      start: "06:00",
      end: "10:00",
      carrier_company_ids: [acme],
    },
  ]);

  // Usable at every width: nothing wider than the screen, nothing axe objects to.
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  await screenshots(page, "settings-rules", ["desktop", "tablet", "phone"]);
  for (const [label, size] of Object.entries({ phone: PHONE, tablet: TABLET })) {
    await page.setViewportSize(size);
    for (const title of ["Docks", "Load types", "Dock closures", "Booking limits", "Kept docks"])
      await section(page, title).screenshot({
        path: path.join(SCREENSHOTS, `settings-rules-${title.replace(/ /g, "-").toLowerCase()}-${label}.png`),
      });
  }
});
