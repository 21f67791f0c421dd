// What staff read: the board's words, not the API's codes, in the panel's
// history, the settings history and the CSV; an undo that says what it takes
// back and shows only when there is something to take back; one date and time
// format, and a visible label on every control.
import { readFile } from "node:fs/promises";
import { bookFreeSlot } from "./api";
import { demoDayWith, expect, localDate, signIn, test } from "./staff";
import { expectAccessible, screenshots } from "./support";

const UTF8_BOM = [0xef, 0xbb, 0xbf];

test("'Undo' shows only when there is a step to undo, and says which", async ({
  page,
  calendar,
  chicago,
  tag,
}) => {
  const truck = await bookFreeSlot(page.request, chicago, {
    daysAhead: 5,
    carrier: `Undo ${tag}`,
    reference: `PO-U${tag}`,
  });
  await calendar.goto({
    facility: chicago.id,
    date: localDate(truck.scheduled_start_time, chicago.zone),
    view: "day",
  });
  await calendar.open(truck.confirmation_code);
  const undo = calendar.panel.getByRole("button", { name: /^Undo/ });
  await expect(calendar.action("Check in")).toBeVisible();
  await expect(undo).toHaveCount(0);

  await calendar.action("Check in").click();
  await calendar.expectStatus("Arrived");
  await expect(undo).toHaveText("Undo check-in");
  await calendar.action("Start loading").click();
  await calendar.expectStatus("Loading");
  await expect(undo).toHaveText("Undo start of loading");
  const history = calendar.panel.getByRole("list", { name: "History" });
  await expect(history).toContainText("Status: Arrived → Loading");
  await expectAccessible(page);
  await screenshots(page, "staff-panel-undo", ["desktop", "tablet", "phone"]);

  await undo.click();
  await calendar.expectStatus("Arrived");
  await expect(undo).toHaveText("Undo check-in");
  await undo.click();
  await calendar.expectStatus("Scheduled");
  await expect(undo).toHaveCount(0);
  await expect(calendar.panel.getByRole("alert")).toHaveCount(0);
  await expect(history).not.toContainText(/InProgress|NoShow|checked_in|_at:/);
});

test("history and CSV say No-show and Loading, and the CSV keeps ü", async ({
  page,
  calendar,
  chicago,
  berlin,
  tag,
}) => {
  const truck = await bookFreeSlot(page.request, chicago, {
    daysAhead: 6,
    carrier: `Absent ${tag}`,
    reference: `PO-N${tag}`,
  });
  const date = localDate(truck.scheduled_start_time, chicago.zone);
  await calendar.goto({ facility: chicago.id, date, view: "day" });
  await calendar.open(truck.confirmation_code);
  await calendar.action("No-show").click();
  await calendar.expectStatus("No-show");
  await expect(calendar.panel.getByRole("list", { name: "History" })).toContainText(
    "Status: Scheduled → No-show",
  );

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const bytes = await readFile(await (await download).path());
  expect([...bytes.subarray(0, 3)]).toEqual(UTF8_BOM);
  const csv = bytes.subarray(3).toString("utf8");
  expect(csv).toContain(`${truck.confirmation_code},No-show,Inbound,${date},`);
  expect(csv).not.toMatch(/,(NoShow|InProgress),/);

  // Berlin's demo day has Spree Kühltransporte.
  await calendar.goto({
    facility: berlin.id,
    date: await demoDayWith(page.request, berlin, "13:00"),
    view: "day",
  });
  const berlinCsv = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const text = await readFile(await (await berlinCsv).path());
  expect([...text.subarray(0, 3)]).toEqual(UTF8_BOM);
  expect(text.toString("utf8")).toContain("Spree Kühltransporte");
});

test("settings history shows each change's before and after", async ({ page, tag }) => {
  await signIn(page, "admin@dockside.test");
  const made = await page.request.post("/api/service.v1.create_facility", {
    data: { name: `History DC ${tag}`, time_zone: "America/Chicago" },
  });
  expect(made.ok()).toBe(true);
  const facility = (await made.json()) as {
    id: string;
    open_hours: { weekday: number; periods: unknown[] }[];
  };
  const open_hours = facility.open_hours.map((d) =>
    d.weekday === 1 ? { ...d, periods: [{ start: "07:00", end: "17:00" }] } : d,
  );
  const saved = await page.request.post("/api/service.v1.update_facility_settings", {
    data: { facility_id: facility.id, open_hours, buffer_minutes: 15 },
  });
  expect(saved.ok()).toBe(true);
  await page.goto(`/settings?facility=${facility.id}`);
  const history = page.getByRole("list", { name: "Settings history" });
  await expect(history).toContainText("Open hours: Monday 08:00–17:00 → 07:00–17:00");
  await expect(history).toContainText(/Buffer: \d+ min → 15 min/);
  await expect(history).not.toContainText(": changed");
  // Open hours read in the same 24-hour clock as the board.
  await expect(page.getByRole("textbox", { name: "Monday period 1 opens" })).toHaveValue("07:00");
  await expectAccessible(page);
});

test("dates and times read one way everywhere, and every calendar control has a visible label", async ({
  page,
  calendar,
  chicago,
}) => {
  await calendar.goto({ facility: chicago.id, date: "2026-12-01" });
  for (const label of ["Select appointments by", "View"])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const label of ["Facility", "Day", "Status", "Type", "Carrier"])
    await expect(page.locator("label", { hasText: new RegExp(`^${label}`) })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Day", exact: true })).toHaveValue("Tue 1 Dec 2026");

  await calendar.mode("Created");
  const from = page.getByRole("textbox", { name: "Created from" });
  const to = page.getByRole("textbox", { name: "to", exact: true });
  for (const field of [from, to])
    await expect(field).toHaveValue(/^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
  await from.fill("1 Dec 2026 06:00");
  await from.press("Enter");
  await expect(page).toHaveURL(/from=2026-12-01T06%3A00/);
  await from.fill("1 Dec 2026 6pm");
  await from.press("Enter");
  await expect(page.getByText(/Enter a date and time like/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "staff-created-range", ["desktop", "tablet", "phone"]);
});
