// A facility's own booking questions: staff define them in the settings (a
// required seal number, a floor-loaded tick box, a staff-only note, put in
// order with the arrows), a carrier answers them through the public link on a
// phone (a missing answer is marked next to its question), and staff read the
// answers on the appointment's panel; the carrier never sees the staff-only one.
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { DateTime } from "luxon";
import { SCREENSHOTS } from "./env";
import { CalendarPage } from "./pages/calendar-page";
import { ManagePage, PublicBookingPage } from "./pages/public-pages";
import { expect, signIn, test } from "./staff";
import { DESKTOP, expectAccessible, PHONE, screenshots, TABLET } from "./support";

const ZONE = "America/Chicago";
const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

async function addQuestion(page: Page, n: number, label: string, answer: string, tick?: string) {
  const questions = section(page, "Booking questions");
  await questions.getByRole("button", { name: "Add a question" }).click();
  const q = questions.getByRole("group", { name: `Question ${n}` });
  await q.getByRole("combobox", { name: "Answer" }).selectOption({ label: answer });
  if (tick) await q.getByRole("checkbox", { name: tick }).check();
  await q.getByRole("textbox", { name: "Question" }).fill(label);
}

test("staff define booking questions, a carrier answers them on a phone, staff read them on the panel", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const slug = `questions-${tag}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, "admin@dockside.test");
  const made = await page.request.post("/api/service.v1.create_facility", {
    data: {
      name: `Questions DC ${tag}`,
      time_zone: ZONE,
      slug,
      instant_booking: true,
      public_booking: "instant",
      load_types: [{ name: "Dry pallets", directions: ["Inbound", "Outbound"], duration_minutes: 60 }],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const facility = ((await made.json()) as { id: string }).id;

  await page.goto(`/settings?facility=${facility}`);
  await addQuestion(page, 1, "Gate notes", "Text", "Staff only (carriers never see it)");
  await addQuestion(page, 2, "Seal number", "Text", "Carriers must answer");
  await addQuestion(page, 3, "Floor-loaded", "Yes / no (a tick box)");
  const questions = section(page, "Booking questions");
  // The staff-only note goes last: down twice.
  await questions.getByRole("button", { name: "Move Gate notes down" }).click();
  await questions.getByRole("button", { name: "Move Gate notes down" }).click();
  await expect(questions.getByRole("group").first()).toHaveAccessibleName("Seal number");
  await expect(questions.getByRole("textbox", { name: "Name in the API" }).first()).toHaveValue(
    "seal_number",
  );
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await questions.screenshot({
      path: path.join(SCREENSHOTS, `custom-fields-settings-${size.width}.png`),
    });
  }
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const settings = await page.request.post("/api/service.v1.get_facility_settings", {
    data: { facility_id: facility },
  });
  const saved = (await settings.json()) as { custom_fields: Record<string, unknown>[] };
  expect(
    saved.custom_fields.map((f) => [f.key, f.type, f.required_for_carrier, f.hidden_from_carrier]),
  ).toEqual([
    ["seal_number", "text", true, false],
    ["floor_loaded", "boolean", false, false],
    ["gate_notes", "text", false, true],
  ]);

  // A carrier on a phone, through the public link.
  const phone = await browser.newContext({ viewport: PHONE });
  const carrier = await phone.newPage();
  const booking = new PublicBookingPage(carrier);
  await booking.goto(slug);
  // Its one load type is taken as chosen: the times show at once.
  await booking.chooseTime(0);
  await booking.fill({
    company: `Question Haulage ${tag}`,
    email: `q-${tag}@haulage.test`,
    phone: "+1 312 555 0190",
    driver: "Sam Ortiz",
    driverPhone: "+1 312 555 0191",
    trailer: "TR-1",
    reference: `PO-${tag}`,
    quantity: "10",
  });
  await expect(carrier.getByLabel("Gate notes")).toHaveCount(0);
  await booking.book();
  await expect(carrier.locator("#cf-seal_number-error")).toHaveText("Please answer this");
  await expect(carrier.getByLabel("Seal number")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(carrier);
  await carrier.getByLabel("Seal number").fill(`SEAL-${tag}`);
  await carrier.getByRole("group", { name: "Floor-loaded" }).getByRole("checkbox", { name: "Yes" }).check();
  await screenshots(carrier, "custom-fields-public-form", ["phone"]);
  await booking.book();
  await expect(carrier).toHaveURL(/\/a\/[A-Za-z0-9_-]{43}\?booked=1$/);
  const code = (await new ManagePage(carrier).code.textContent())!;
  const card = carrier.locator("dl");
  await expect(card).toContainText(`Seal number`);
  await expect(card).toContainText(`SEAL-${tag}`);
  await expect(card).toContainText("Floor-loaded");
  await expectAccessible(carrier);
  await screenshots(carrier, "custom-fields-manage", ["phone"]);
  await phone.close();

  // Staff add their own note and read everything on the panel.
  const list = await page.request.post("/api/service.v1.get_facility_appointments", {
    data: {
      facility_id: facility,
      start_created_at: DateTime.now().minus({ hours: 1 }).toUTC().toISO(),
      end_created_at: DateTime.now().plus({ hours: 1 }).toUTC().toISO(),
    },
  });
  const [booked] = (await list.json()) as { id: string; scheduled_start_time: string }[];
  const note = await page.request.post("/api/service.v1.update_facility_appointment", {
    data: { id: booked.id, custom_fields: { gate_notes: "Check the seal twice" } },
  });
  expect(note.ok(), await note.text()).toBe(true);
  await page.setViewportSize(DESKTOP);
  const calendar = new CalendarPage(page);
  await calendar.goto({
    facility,
    date: DateTime.fromISO(booked.scheduled_start_time, { zone: ZONE }).toISODate()!,
  });
  await calendar.open(code);
  await expect(calendar.panel).toContainText(`SEAL-${tag}`);
  await expect(calendar.panel).toContainText("Floor-loadedYes");
  await expect(calendar.panel).toContainText("Check the seal twice");
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  await screenshots(page, "custom-fields-panel", ["desktop"]);
});
