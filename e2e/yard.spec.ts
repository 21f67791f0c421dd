// The yard view and the status model, as a dock supervisor uses them: a truck
// checked in shows up in the yard with its wait; loading is started and
// finished from the yard; the board then tells a loaded truck still at the
// door from one that has checked out and left.
import type { APIRequestContext, Page } from "@playwright/test";
import { bookFreeSlot } from "./api";
import { expect, localDate, signIn, test } from "./staff";
import { DESKTOP, expectAccessible, PHONE, screenshots, TABLET } from "./support";

type Yard = {
  facilities: { id: string; trucks: { appointment: { id: string }; waiting_minutes: number }[] }[];
};

async function yardOf(request: APIRequestContext, facilityId: string): Promise<Yard["facilities"][number]> {
  const res = await request.post("/api/service.v1.list_yard", { data: { facility_id: facilityId } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Yard).facilities[0];
}

async function step(request: APIRequestContext, id: string, action: string) {
  const res = await request.post("/api/service.v1.update_facility_appointment_status", {
    data: { id, action },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const card = (page: Page, code: string) => page.locator(`[data-truck="${code}"]`);
const group = (page: Page, name: RegExp) =>
  page.getByRole("region", { name }).filter({ has: page.getByRole("heading", { level: 3, name }) });

test("a truck checked in is counted in the yard with its wait; the board tells loaded-on-site from checked out", async ({
  page,
  calendar,
  chicago,
  tag,
}) => {
  test.setTimeout(180_000);
  const stays = await bookFreeSlot(page.request, chicago, {
    daysAhead: 1,
    carrier: `Yard Stays ${tag}`,
    reference: `PO-Y${tag}`,
  });
  const leaves = await bookFreeSlot(page.request, chicago, {
    daysAhead: 1,
    carrier: `Yard Leaves ${tag}`,
    reference: `PO-Z${tag}`,
    type: "Outbound",
  });
  const before = (await yardOf(page.request, chicago.id)).trucks.length;

  // Check in at the board, as the gate clerk does.
  await calendar.goto({ facility: chicago.id, date: localDate(stays.scheduled_start_time, chicago.zone) });
  await calendar.open(stays.confirmation_code);
  await calendar.action("Check in").click();
  await calendar.expectStatus("Arrived");
  await expect(calendar.panel.getByTestId("site-line")).toHaveText(/^On site since \d\d:\d\d, \d+ min$/);
  await expect(calendar.chip(stays.confirmation_code)).toContainText("On site");

  // The yard counts it, and how long it has waited.
  await page.goto(`/yard?facility=${chicago.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Yard" })).toBeVisible();
  const count = page.getByTestId("yard-count");
  await expect(count).toContainText(`${before + 1} truck${before + 1 === 1 ? "" : "s"} on site`);
  const waiting = group(page, /^Waiting for a door/);
  const truck = waiting.locator(`[data-truck="${stays.confirmation_code}"]`);
  await expect(truck).toContainText(`Yard Stays ${tag}`);
  const listed = (await yardOf(page.request, chicago.id)).trucks.find((t) => t.appointment.id === stays.id);
  expect(listed, "list_yard lists the truck").toBeTruthy();
  expect(listed!.waiting_minutes).toBeLessThan(60);
  await expect(truck.getByRole("definition").nth(0)).toHaveText(/^\d+ min$/);
  await expect(truck.locator("dt", { hasText: "Waiting" })).toBeVisible();

  // Start and finish loading from the yard row.
  await truck.getByRole("button", { name: /^Start loading/ }).click();
  await expect(
    group(page, /^At the door/).locator(`[data-truck="${stays.confirmation_code}"]`),
  ).toBeVisible();
  await card(page, stays.confirmation_code)
    .getByRole("button", { name: /^Finish loading/ })
    .click();
  const loaded = group(page, /^Loaded, not yet left/).locator(`[data-truck="${stays.confirmation_code}"]`);
  await expect(loaded).toBeVisible();
  await expect(loaded.getByRole("button", { name: /^Check out/ })).toBeVisible();

  // The other truck goes all the way: loaded and checked out, it has left.
  for (const action of ["check_in", "start_loading", "finish_loading", "check_out"])
    await step(page.request, leaves.id, action);
  await expect(card(page, leaves.confirmation_code)).toHaveCount(0);
  await expect(count).toContainText(`${before + 1} truck`);

  for (const [name, size] of [
    ["phone", PHONE],
    ["tablet", TABLET],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expect(loaded).toBeVisible();
    await expectAccessible(page);
    void name;
  }
  await screenshots(page, "yard", ["desktop", "tablet", "phone"]);

  // Both are Completed on the board; only one is still on site.
  await page.setViewportSize(DESKTOP);
  await calendar.goto({ facility: chicago.id, date: localDate(stays.scheduled_start_time, chicago.zone) });
  await expect(page.getByTestId("on-site-now")).toContainText(`${before + 1} truck`);
  const onSite = calendar.chip(stays.confirmation_code);
  const gone = calendar.chip(leaves.confirmation_code);
  await expect(onSite).toHaveAttribute("aria-label", /Completed, on site \d+ min/);
  await expect(onSite).toContainText("On site");
  await expect(gone).toHaveAttribute("aria-label", /Completed, left \d\d:\d\d/);
  await expect(gone).not.toContainText("On site");
  await expect(gone).toContainText(/left \d\d:\d\d/);
  await calendar.open(leaves.confirmation_code);
  await expect(calendar.panel.getByTestId("site-line")).toHaveText(
    /^Left the site at \d\d:\d\d after \d+ min$/,
  );
  const history = calendar.panel.getByRole("list", { name: "History" });
  await expect(history).toContainText("Loading finished: still on site");
  await expect(history).toContainText("Checked out: left the site");
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await expect(calendar.panel).toBeVisible();
    await expectAccessible(page);
  }
  await screenshots(page, "yard-board", ["desktop", "tablet", "phone"]);

  // The list view says it in words too.
  await calendar.view("List");
  await expect(calendar.row(leaves.confirmation_code)).toContainText(/left \d\d:\d\d/);
  await expect(calendar.row(stays.confirmation_code)).toContainText(/on site \d+ min/);

  // Checking out from the yard: the truck leaves the yard and the count drops.
  await page.goto(`/yard?facility=${chicago.id}`);
  await card(page, stays.confirmation_code)
    .getByRole("button", { name: /^Check out/ })
    .click();
  await expect(card(page, stays.confirmation_code)).toHaveCount(0);
  await expect(count).toContainText(`${before} truck${before === 1 ? "" : "s"} on site`);
});

test("the yard is staff's: a carrier is sent home and the operation refuses", async ({ page }) => {
  await signIn(page, "carrier@dockside.test");
  await page.goto("/yard");
  await expect(page).not.toHaveURL(/\/yard/);
  const res = await page.request.post("/api/service.v1.list_yard", { data: {} });
  expect(res.status()).toBe(403);
});
