// A carrier changes the answers to the facility's questions from the manage
// link (issue 24): the form shows the answers as booked, a required one left
// empty is marked and nothing is saved, a good change is saved, shown on the
// page and in the history, and the staff-only answer stays. The page's forms
// post to server actions, so the same works with the browser's script off.
import { randomUUID } from "node:crypto";
import type { Browser } from "@playwright/test";
import { DateTime } from "luxon";
import { signIn } from "./staff";
import { DESKTOP, expect, expectAccessible, PHONE, screenshots, TABLET, test } from "./support";

const ZONE = "America/Chicago";
const QUESTIONS = [
  { key: "seal_number", label: "Seal number", type: "text", required_for_carrier: true },
  { key: "setpoint", label: "Setpoint (°F)", type: "number", min: -20, max: 70 },
  { key: "floor_loaded", label: "Floor-loaded", type: "boolean" },
  { key: "gate_notes", label: "Gate notes", type: "text", hidden_from_carrier: true },
];

/** A facility with a public link and questions, and a booking through it with answers and staff's note. */
async function bookedWithAnswers(browser: Browser) {
  const tag = randomUUID().slice(0, 8);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, "admin@dockside.test");
  const post = async (op: string, data: unknown) => {
    const res = await admin.request.post(`/api/service.v1.${op}`, { data });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const f = (await post("create_facility", {
    name: `Answers DC ${tag}`,
    time_zone: ZONE,
    slug: `answers-${tag}`,
    instant_booking: true,
    public_booking: "instant",
    open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      periods: [{ start: "06:00", end: "20:00" }],
    })),
  })) as { id: string };
  await post("update_facility_settings", { facility_id: f.id, custom_fields: QUESTIONS });
  const start = DateTime.now().setZone(ZONE).plus({ days: 3 }).set({ hour: 10, minute: 0, second: 0 });
  const booked = (await post("request_public_appointment", {
    slug: `answers-${tag}`,
    type: "Inbound",
    scheduled_start_time: start.toUTC().toISO(),
    scheduled_end_time: start.plus({ hours: 1 }).toUTC().toISO(),
    carrier: `Answer Haulage ${tag}`,
    carrier_email: `answers-${tag}@haulage.test`,
    carrier_phone: "+1 312 555 0190",
    quantity: 10,
    units: "Pallets",
    order_info: [{ reference_id: `PO-${tag}` }],
    custom_fields: { seal_number: `SEAL-${tag}`, setpoint: 34 },
  })) as { manage_url: string; appointment: { id: string } };
  const id = booked.appointment.id;
  await post("update_facility_appointment", { id, custom_fields: { gate_notes: "Check the seal twice" } });
  const stored = async () => {
    const a = (await post("get_facility_appointment", { id })) as { custom_fields: Record<string, unknown> };
    const h = (await post("get_facility_appointment_history", { id })) as {
      events: { action: string; actor: string; changes: Record<string, unknown> }[];
    };
    return { answers: a.custom_fields, last: h.events.at(-1)! };
  };
  return { tag, path: new URL(booked.manage_url).pathname, stored, close: () => context.close() };
}

test("a carrier changes the answers from the manage link on a phone; a required one cannot be emptied", async ({
  page,
  browser,
}) => {
  const b = await bookedWithAnswers(browser);
  await page.setViewportSize(PHONE);
  await page.goto(b.path);
  await page.getByRole("link", { name: "Change answers" }).click();
  const step = page.getByRole("region", { name: "Your answers to the facility's questions" });
  await expect(step.getByLabel("Seal number")).toHaveValue(`SEAL-${b.tag}`);
  await expect(step.getByLabel(/^Setpoint/)).toHaveValue("34");
  // The staff-only question is neither asked nor shown.
  await expect(page.getByText("Gate notes")).toHaveCount(0);

  await step.getByLabel("Seal number").fill("");
  await step.getByLabel(/^Setpoint/).fill("38");
  await step.getByRole("button", { name: "Save answers" }).click();
  await expect(step.locator("#answer-seal_number-error")).toHaveText("Please answer this");
  await expect(step.getByLabel("Seal number")).toHaveAttribute("aria-invalid", "true");
  await expect(step.getByText("Answers not saved")).toBeVisible();
  // What was typed is kept for the next try; nothing was saved.
  await expect(step.getByLabel(/^Setpoint/)).toHaveValue("38");
  expect((await b.stored()).answers).toMatchObject({ seal_number: `SEAL-${b.tag}`, setpoint: 34 });
  await expectAccessible(page);
  await screenshots(page, "manage-answers-refused", ["phone", "tablet", "desktop"]);

  await step.getByLabel("Seal number").fill(`SEAL-NEW-${b.tag}`);
  await step.getByRole("group", { name: "Floor-loaded" }).getByRole("checkbox", { name: "Yes" }).check();
  await step.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Saved. The facility sees your new answers.")).toBeVisible();
  const card = page.locator("dl");
  await expect(card).toContainText(`SEAL-NEW-${b.tag}`);
  await expect(card).toContainText("Floor-loaded");
  const saved = await b.stored();
  expect(saved.answers).toEqual({
    seal_number: `SEAL-NEW-${b.tag}`,
    setpoint: 38,
    floor_loaded: true,
    gate_notes: "Check the seal twice",
  });
  expect(saved.last).toMatchObject({
    action: "updated",
    changes: {
      "custom_fields.seal_number": [`SEAL-${b.tag}`, `SEAL-NEW-${b.tag}`],
      "custom_fields.setpoint": [34, 38],
      "custom_fields.floor_loaded": [null, true],
    },
  });
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  await screenshots(page, "manage-answers-saved", ["phone", "desktop"]);
  await b.close();
});

test("the answers form works with the browser's script off", async ({ browser }) => {
  const b = await bookedWithAnswers(browser);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${b.path}?answers=1#answers`);
  const step = page.getByRole("region", { name: "Your answers to the facility's questions" });
  await step.getByLabel("Seal number").fill("");
  await step.getByRole("button", { name: "Save answers" }).click();
  await expect(step.locator("#answer-seal_number-error")).toHaveText("Please answer this");
  await step.getByLabel("Seal number").fill(`SEAL-2-${b.tag}`);
  await step.getByLabel(/^Setpoint/).fill("");
  await step.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Saved. The facility sees your new answers.")).toBeVisible();
  // A cleared answer is gone, a tick box left unticked says no; the staff-only answer stays.
  expect((await b.stored()).answers).toEqual({
    seal_number: `SEAL-2-${b.tag}`,
    floor_loaded: false,
    gate_notes: "Check the seal twice",
  });
  await context.close();
  await b.close();
});
