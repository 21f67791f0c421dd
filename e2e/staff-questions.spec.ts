// Staff answer a facility's own questions and get past its reference check
// (issue 24): a work-in recorded in the calendar asks every question (the
// staff-only one too), insists on the required one and shows the answers on
// the panel; a reference not on the facility's list is refused in the booking
// form and in the work-in, and staff book past it with a reason. Carriers never
// get that box (reference-checks.spec.ts).
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { BookingPage } from "./pages/booking-page";
import { CalendarPage } from "./pages/calendar-page";
import { signIn } from "./staff";
import { DESKTOP, expect, expectAccessible, PHONE, screenshots, TABLET, test } from "./support";

const QUESTIONS = [
  { key: "seal_number", label: "Seal number", type: "text", required_for_carrier: true },
  {
    key: "gate_notes",
    label: "Gate notes",
    type: "text",
    hidden_from_carrier: true,
    required_for_staff: true,
  },
  { key: "floor_loaded", label: "Floor-loaded", type: "boolean" },
];

/** A facility open every day, whose references must be on its list (which holds PO-LISTED), with questions or none. */
async function checkedFacility(admin: Page, questions: unknown[] = []) {
  const tag = randomUUID().slice(0, 8);
  const made = await admin.request.post("/api/service.v1.create_facility", {
    data: {
      name: `Listed DC ${tag}`,
      time_zone: "America/Chicago",
      instant_booking: true,
      open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        periods: [{ start: "06:00", end: "20:00" }],
      })),
      reference_check: { mode: "list" },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const facility = (await made.json()) as { id: string; name: string };
  const listed = await admin.request.post("/api/service.v1.upload_valid_references", {
    data: { facility_id: facility.id, references: [{ reference_id: "PO-LISTED" }], replace: true },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  if (questions.length) {
    const set = await admin.request.post("/api/service.v1.update_facility_settings", {
      data: { facility_id: facility.id, custom_fields: questions },
    });
    expect(set.ok(), await set.text()).toBe(true);
  }
  return { ...facility, tag };
}

async function appointment(page: Page, id: string) {
  const res = await page.request.post("/api/service.v1.get_facility_appointment", { data: { id } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    confirmation_code: string;
    override_reason: string | null;
    custom_fields: Record<string, unknown>;
    order_info: { reference_id: string }[];
  };
}

test("staff book past a reference the facility's list refuses, with a reason, on a phone", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, "admin@dockside.test");
  const f = await checkedFacility(page);
  const booking = new BookingPage(page);
  await booking.goto();
  await booking.chooseFacility(f.name);
  await booking.chooseType("Inbound");
  await booking.chooseSlot({ day: 1, slot: 2 });
  const reference = `PO-NEW-${f.tag}`;
  await booking.fillDetails({
    carrier: `Unlisted Freight ${f.tag}`,
    phone: "+1 312 555 0142",
    references: [reference],
    quantity: "10",
  });
  await booking.submit();

  const box = page.getByTestId("override-box");
  const refusal = `${reference} is not on this facility's list of valid references (or has expired)`;
  await expect(box).toContainText("The facility's reference check refused this booking");
  await expect(box.getByTestId("override-refusal")).toHaveText(`${refusal}.`);
  // The message stays at the reference, where a carrier sees it.
  await expect(page.locator("#order_info\\.0\\.reference_id-error")).toHaveText(refusal);
  // The box says what to do; no second alert sends staff looking for red fields.
  await expect(page.getByText("Some details are missing or need a fix")).toHaveCount(0);
  // Back to the reference: the box goes and the field has the focus.
  await box.getByRole("button", { name: "Change the reference" }).click();
  await expect(box).toHaveCount(0);
  await expect(page.getByLabel("Reference number 1", { exact: true })).toBeFocused();
  await booking.submit();
  await box.getByRole("button", { name: "Book anyway" }).click();
  await expect(box.getByText("Say why this booking goes past the reference check")).toBeVisible();
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  await page.setViewportSize(PHONE);
  await box.scrollIntoViewIfNeeded();
  await screenshots(page, "reference-override-book", ["phone", "tablet", "desktop"]);
  await box.getByLabel("Reason for booking past the reference check").fill("PO raised this morning");
  await box.getByRole("button", { name: "Book anyway" }).click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}\?booked=1$/);
  const saved = await appointment(page, page.url().match(/appointments\/([0-9a-f-]{36})/)![1]);
  expect(saved.override_reason).toBe("PO raised this morning");
  expect(saved.order_info.map((o) => o.reference_id)).toEqual([reference]);
});

test("a work-in asks the facility's questions, insists on the required one, and passes a refused reference with a reason", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, "admin@dockside.test");
  const f = await checkedFacility(page, QUESTIONS);
  const calendar = new CalendarPage(page);
  await calendar.goto({ facility: f.id });
  await page.getByRole("button", { name: "Record work-in" }).click();
  const form = page.getByRole("form", { name: "Record a work-in" });
  // Staff are asked every question, the one hidden from carriers too; only that one is required of them.
  await expect(form.getByLabel("Gate notes")).toHaveAttribute("required", "");
  await expect(form.getByLabel(/^Seal number/)).not.toHaveAttribute("required");
  await form.getByLabel("Carrier").fill(`Walk-in Haulers ${f.tag}`);
  await form.getByLabel("PO / reference").fill(`PO-GATE-${f.tag}`);
  await form.getByRole("button", { name: "Record work-in" }).click();
  await expect(form.locator("#work-in-cf-gate_notes-error")).toHaveText("Please answer this");
  await expect(form.getByLabel("Gate notes")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Check the fields marked below.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "work-in-questions-required", ["phone"]);

  await form.getByLabel("Gate notes").fill("Seal broken on arrival");
  await form.getByLabel(/^Seal number/).fill(`SEAL-${f.tag}`);
  await form.getByRole("group", { name: "Floor-loaded" }).getByRole("checkbox", { name: "Yes" }).check();
  await form.getByRole("button", { name: "Record work-in" }).click();
  const box = form.getByTestId("override-box");
  await expect(box.getByTestId("override-refusal")).toHaveText(
    `PO-GATE-${f.tag} is not on this facility's list of valid references (or has expired).`,
  );
  await expect(form.getByLabel("PO / reference")).toHaveAttribute("aria-invalid", "true");
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  await page.setViewportSize(PHONE);
  await box.scrollIntoViewIfNeeded();
  await screenshots(page, "work-in-reference-override", ["phone", "tablet", "desktop"]);
  await box.getByLabel("Reason for booking past the reference check").fill("Driver has the paper PO");
  await box.getByRole("button", { name: "Record anyway" }).click();

  await calendar.expectStatus("Arrived");
  await expect(calendar.panel).toContainText("Gate notesSeal broken on arrival");
  await expect(calendar.panel).toContainText(`Seal numberSEAL-${f.tag}`);
  await expect(calendar.panel).toContainText("Floor-loadedYes");
  await expect(calendar.panel.getByTestId("override-reason")).toContainText("Driver has the paper PO");
  await expectAccessible(page);
  await screenshots(page, "work-in-questions-panel", ["phone", "desktop"]);
});
