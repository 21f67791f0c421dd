// Facility staff's day: the dock board, the lifecycle from the panel, the
// requests queue, work-ins and series, range modes, CSV, and a second screen
// that follows along. Each test books its own appointments through the API.
import { readFile } from "node:fs/promises";
import { DateTime } from "luxon";
import { bookFreeSlot } from "./api";
import { CalendarPage } from "./pages/calendar-page";
import { CHICAGO, expect, localDate, signIn, test } from "./staff";
import { expectAccessible, screenshots } from "./support";

test("sees the demo day on the dock board, with a now-line and every dock", async ({
  page,
  calendar,
  chicago,
}) => {
  // Staff land on the calendar when they sign in.
  await expect(page).toHaveURL(/\/calendar/);
  // Nothing the page asks its own server for is missing (a chunk the build lists but never wrote, say).
  const missing: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400 && r.url().startsWith(new URL(page.url()).origin))
      missing.push(`${r.status()} ${r.url()}`);
  });
  // The first day of the coming week with demo appointments (Chicago is closed on Sundays).
  const today = DateTime.now().setZone(chicago.zone);
  const listed = await page.request.post("/api/service.v1.get_facility_appointments", {
    data: { facility_id: chicago.id, start: today.toISODate(), end: today.plus({ days: 6 }).toISODate() },
  });
  const demo = (await listed.json()) as { confirmation_code: string; scheduled_start_time: string }[];
  const day = localDate(demo[0].scheduled_start_time, chicago.zone);
  await calendar.goto({ facility: chicago.id, date: day });
  for (const a of demo.filter((x) => localDate(x.scheduled_start_time, chicago.zone) === day))
    await expect(calendar.chip(a.confirmation_code)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: CHICAGO.name })).toBeVisible();
  // (The print-only day sheet names the zone too.)
  await expect(page.getByText("America/Chicago").first()).toBeVisible();
  for (const door of ["Door 1", "Door 2", "Door 3", "Door 4"])
    await expect(
      page.getByRole("region", { name: /Dock schedule/ }).getByText(door, { exact: true }),
    ).toBeVisible();
  await expect(page.getByRole("list", { name: "Status colours" })).toContainText("Scheduled");
  // (The goto waited for the page's load, its preloads included.)
  expect(missing).toEqual([]);
  await expectAccessible(page);
  await screenshots(page, "staff-calendar-day");
  // Today shows where the day stands.
  await calendar.goto({ facility: chicago.id });
  await expect(page.getByTestId("now-line")).toBeVisible();
  await calendar.view("Week");
  await expect(page.getByRole("region", { name: /Week of/ })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "staff-calendar-week");
});

test("moves an appointment through check-in, loading and check-out, and cancels another with a reason", async ({
  page,
  calendar,
  chicago,
  tag,
}) => {
  const truck = await bookFreeSlot(page.request, chicago, {
    daysAhead: 1,
    carrier: `Lifecycle Freight ${tag}`,
    reference: `PO-L${tag}`,
  });
  await calendar.goto({ facility: chicago.id, date: localDate(truck.scheduled_start_time, chicago.zone) });
  await expect(calendar.chip(truck.confirmation_code)).toContainText(`Lifecycle Freight ${tag}`);
  await expect(calendar.chip(truck.confirmation_code)).toContainText(`PO-L${tag}`);
  await calendar.open(truck.confirmation_code);
  await expectAccessible(page);
  await screenshots(page, "staff-panel");

  for (const [action, status] of [
    ["Check in", "Arrived"],
    ["Start loading", "Loading"],
    ["Finish loading", "Completed"],
  ] as const) {
    await calendar.action(action).click();
    await calendar.expectStatus(status);
    await expect(calendar.panel.getByRole("status")).toHaveText("Saved.");
  }
  await calendar.action("Check out").click();
  await expect(calendar.panel.getByText("Checked out", { exact: true })).toBeVisible();
  await expect(calendar.action("Check out")).toHaveCount(0);
  const history = calendar.panel.getByRole("list", { name: "History" });
  for (const step of ["Checked in", "Loading started", "Loading finished", "Checked out"])
    await expect(history).toContainText(step);

  // What the server holds, not just the screen.
  const saved = await (
    await page.request.post("/api/service.v1.get_facility_appointment", { data: { id: truck.id } })
  ).json();
  expect(saved).toMatchObject({
    status: "Completed",
    checked_in_at: expect.any(String),
    checked_out_at: expect.any(String),
  });

  const other = await bookFreeSlot(page.request, chicago, {
    daysAhead: 1,
    carrier: `Storm Freight ${tag}`,
    reference: `PO-S${tag}`,
  });
  await calendar.goto({ facility: chicago.id, date: localDate(other.scheduled_start_time, chicago.zone) });
  await calendar.open(other.confirmation_code);
  await calendar.action("Cancel…").click();
  await calendar.panel.getByLabel("Reason").selectOption("Weather");
  await calendar.panel.getByLabel("Cancellation note").fill("Blizzard on I-90");
  await calendar.panel.getByRole("button", { name: "Cancel appointment" }).click();
  await calendar.expectStatus("Cancelled");
  await expect(calendar.panel).toContainText("Weather · Blizzard on I-90");
  await expect(calendar.chip(other.confirmation_code)).toHaveAttribute("aria-label", /Cancelled/);
});

test("a refused change rolls back with the server's reason", async ({ page, calendar, chicago, tag }) => {
  // A screen that has not heard of the change yet: without live updates (it would show the check-in at once).
  await page.route("**/api/events*", (route) => route.abort());
  const truck = await bookFreeSlot(page.request, chicago, {
    daysAhead: 2,
    carrier: `Race Freight ${tag}`,
    reference: `PO-R${tag}`,
  });
  await calendar.goto({ facility: chicago.id, date: localDate(truck.scheduled_start_time, chicago.zone) });
  await calendar.open(truck.confirmation_code);
  // Someone else checks the truck in meanwhile; this screen still offers No-show.
  await page.request.post("/api/service.v1.update_facility_appointment_status", {
    data: { id: truck.id, action: "check_in" },
  });
  await calendar.action("No-show").click();
  // The API's invalid_transition, as staff read it (errors.json refusal.invalid_transition).
  await expect(calendar.panel.getByRole("alert")).toContainText(
    "Not saved, nothing changed: The appointment has changed meanwhile (on another screen or at the gate), so this cannot be done now",
  );
  await calendar.expectStatus("Arrived");
});

test("approves a request from the queue in one click", async ({ page, berlin, tag }) => {
  const request = await bookFreeSlot(page.request, berlin, {
    daysAhead: 2,
    carrier: `Queue Freight ${tag}`,
    reference: `PO-Q${tag}`,
  });
  expect(request.status).toBe("Requested");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Requests" }).click();
  const item = page.locator(`[data-request="${request.confirmation_code}"]`);
  await expect(item).toContainText(`Queue Freight ${tag}`);
  await expectAccessible(page);
  await screenshots(page, "staff-requests");
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toContainText(`${request.confirmation_code} approved`);
  await expect(item).toHaveCount(0);
  const saved = await (
    await page.request.post("/api/service.v1.get_facility_appointment", { data: { id: request.id } })
  ).json();
  expect(saved.status).toBe("Scheduled");
});

test("records a work-in and repeats an appointment weekly", async ({ page, calendar, chicago, tag }) => {
  await calendar.goto({ facility: chicago.id });
  await page.getByRole("button", { name: "Record work-in" }).click();
  const form = page.getByRole("form", { name: "Record a work-in" });
  await form.getByRole("button", { name: "Record work-in" }).click();
  await expect(form.getByText("Enter the carrier's name")).toBeVisible();
  await form.getByLabel("Carrier").fill(`Walk-in Haulers ${tag}`);
  await form.getByLabel("Trailer number").fill(`TR-${tag}`);
  await form.getByRole("button", { name: "Record work-in" }).click();
  await calendar.expectStatus("Arrived");
  await expect(calendar.panel).toContainText("Yes, unscheduled arrival");
  await expect(calendar.panel).toContainText(`TR-${tag}`);

  const weekly = await bookFreeSlot(page.request, chicago, {
    daysAhead: 1,
    carrier: `Standing Load ${tag}`,
    reference: `PO-W${tag}`,
  });
  await calendar.goto({ facility: chicago.id, date: localDate(weekly.scheduled_start_time, chicago.zone) });
  await calendar.open(weekly.confirmation_code);
  await calendar.panel.getByRole("button", { name: "Repeat…" }).click();
  await calendar.panel.getByLabel("Repeat").selectOption("Weekly");
  await calendar.panel.getByLabel("Occurrences in all").fill("4");
  await calendar.panel.getByRole("button", { name: "Create series" }).click();
  await expect(calendar.panel).toContainText(/[34] occurrences booked/);
  const nextWeek = DateTime.fromISO(weekly.scheduled_start_time, { zone: chicago.zone })
    .plus({ weeks: 1 })
    .toISODate()!;
  await calendar.goto({ facility: chicago.id, date: nextWeek, view: "week" });
  await expect(
    page
      .getByRole("region", { name: /Week of/ })
      .getByRole("button", { name: new RegExp(`Standing Load ${tag}`) }),
  ).toHaveCount(1);
});

test("finds appointments by created and modified time, and exports the selection as CSV", async ({
  page,
  calendar,
  chicago,
  tag,
}) => {
  const fresh = await bookFreeSlot(page.request, chicago, {
    daysAhead: 20,
    carrier: `Fresh Freight ${tag}`,
    reference: `PO-F${tag}`,
  });
  await calendar.goto({ facility: chicago.id });
  await calendar.mode("Created");
  await expect(calendar.row(fresh.confirmation_code)).toContainText(`Fresh Freight ${tag}`);
  await expectAccessible(page);
  await screenshots(page, "staff-created");

  // Changed now, so it shows under Modified too; the carrier filter narrows the list to it.
  await page.request.post("/api/service.v1.update_facility_appointment", {
    data: { id: fresh.id, trailer_number: `TR-M${tag}` },
  });
  await calendar.mode("Modified");
  await expect(calendar.row(fresh.confirmation_code)).toBeVisible();
  await page.getByLabel("Carrier").fill(`Fresh Freight ${tag}`);
  await expect(page.getByRole("row")).toHaveCount(2); // the header and this one

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toMatch(/^Confirmation code,Status,Type,Local date,Local start,Local end,Dock,Carrier,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    `${fresh.confirmation_code},Scheduled,Inbound,${localDate(fresh.scheduled_start_time, chicago.zone)},`,
  );
  expect(lines[1]).toContain(`PO-F${tag}`);
});

test("a second screen sees a change made on the first without reloading", async ({
  page,
  calendar,
  chicago,
  tag,
  browser,
}) => {
  const truck = await bookFreeSlot(page.request, chicago, {
    daysAhead: 3,
    carrier: `Shared Screen ${tag}`,
    reference: `PO-2S${tag}`,
  });
  const date = localDate(truck.scheduled_start_time, chicago.zone);
  const other = await browser.newContext({ timezoneId: "America/Chicago", locale: "en-US" });
  try {
    const dockScreen = await other.newPage();
    await signIn(dockScreen);
    const second = new CalendarPage(dockScreen);
    await second.goto({ facility: chicago.id, date });
    await expect(second.chip(truck.confirmation_code)).toHaveAttribute("aria-label", /Scheduled/);

    await calendar.goto({ facility: chicago.id, date });
    await calendar.open(truck.confirmation_code);
    await calendar.action("Check in").click();
    await calendar.expectStatus("Arrived");
    // Polling, not a reload: the same page object, no navigation.
    await expect(second.chip(truck.confirmation_code)).toHaveAttribute("aria-label", /Arrived/, {
      timeout: 15_000,
    });
  } finally {
    await other.close();
  }
});
