// A facility that checks references with its own server (issue 24): the
// carrier sees the warehouse's words at the reference field, on a phone, in
// the signed-in form and on the public link, and nothing is booked; a
// reference the warehouse knows goes through.
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { startReceiver, type Receiver } from "../tests/api/support/webhook-receiver";
import { SCREENSHOTS } from "./env";
import { BookingPage } from "./pages/booking-page";
import { PublicBookingPage } from "./pages/public-pages";
import { signIn } from "./staff";
import { expect, expectAccessible, PHONE, screenshots, test } from "./support";

const REFUSAL = "PO-BAD is not open in our WMS: call receiving on 555-0100";

let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver((_n, r) => ({
    status: 200,
    body: JSON.stringify(r.body.includes("PO-BAD") ? { valid: false, message: REFUSAL } : { valid: true }),
  }));
});
test.afterAll(() => receiver.close());
test.use({ viewport: PHONE });

/** A facility (made by an admin) whose references are checked by the receiver, with its public link on. */
async function checkedFacility(browser: Browser) {
  const tag = randomUUID().slice(0, 8);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, "admin@dockside.test");
  const made = await admin.request.post("/api/service.v1.create_facility", {
    data: {
      name: `Checked DC ${tag}`,
      time_zone: "America/Chicago",
      instant_booking: true,
      slug: `checked-${tag}`,
      public_booking: "instant",
      open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        periods: [{ start: "06:00", end: "20:00" }],
      })),
      reference_check: { mode: "webhook", url: receiver.url, timeout_ms: 5000 },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const settings = (await made.json()) as { id: string; name: string; reference_check: { secret?: string } };
  expect(settings.reference_check.secret).toMatch(/^whsec_/);
  await context.close();
  return { name: settings.name, slug: `checked-${tag}` };
}

test("a carrier signed in sees the warehouse's refusal at the reference, then books with a good one", async ({
  page,
  carrier,
  browser,
}) => {
  void carrier;
  const facility = await checkedFacility(browser);
  const booking = new BookingPage(page);
  await booking.chooseFacility(facility.name);
  await booking.chooseType("Inbound");
  await booking.chooseSlot({ day: 1, slot: 1 });
  await booking.fillDetails({ phone: "+1 (312) 555-0199", references: ["PO-BAD"], quantity: "10" });
  await booking.submit();
  const field = page.getByLabel("Reference number 1", { exact: true });
  await expect(page.locator("#order_info\\.0\\.reference_id-error")).toHaveText(REFUSAL);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("A reference number was not accepted")).toBeVisible();
  // Only staff may book past the warehouse's answer.
  await expect(page.getByTestId("override-box")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "reference-refused-signed-in", ["phone"]);
  await field.fill("PO-GOOD-1");
  await booking.submit();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}\?booked=1$/);
});

test("the public link shows the warehouse's refusal at the references and books nothing", async ({
  page,
  browser,
}) => {
  const facility = await checkedFacility(browser);
  const booking = new PublicBookingPage(page);
  await booking.goto(facility.slug);
  await booking.chooseTime(1);
  const tag = randomUUID().slice(0, 8);
  await booking.fill({
    company: `Walk-up ${tag}`,
    email: `walkup-${tag}@haulage.test`,
    phone: "+1 312 555 0190",
    driver: "Sam Ortiz",
    driverPhone: "+1 312 555 0191",
    trailer: "TR-1",
    reference: "PO-BAD",
    quantity: "8",
  });
  await booking.book();
  await expect(page.locator("#references-error")).toContainText(REFUSAL);
  await expect(page.getByLabel("PO or reference numbers")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await screenshots(page, "reference-refused-public", ["phone"]);
});

test("an admin sets the hook, sends a test validation, and uploads a CSV list, at every width", async ({
  browser,
  page,
}) => {
  const facility = await checkedFacility(browser);
  await signIn(page, "admin@dockside.test");
  const id = await page.request
    .post("/api/service.v1.get_facilities", { data: {} })
    .then(
      async (r) =>
        ((await r.json()) as { id: string; name: string }[]).find((f) => f.name === facility.name)!.id,
    );
  await page.goto(`/settings?facility=${id}`);
  // The section's card: the heading's grandparent.
  const card = page.getByRole("heading", { name: "Reference checks" }).locator("xpath=../..");
  await expect(page.getByLabel("Check", { exact: true })).toHaveValue("webhook");
  await expect(page.getByLabel("Hook URL")).toHaveValue(receiver.url);

  // The test button: the receiver accepts anything but PO-BAD.
  await page.getByRole("button", { name: "Send a test validation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Accepted" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "reference-check-settings", ["phone", "tablet", "desktop"]);

  // A new URL: saved, with a new secret shown once.
  await page.getByLabel("Hook URL").fill(`${receiver.url}/v2`);
  await page.getByRole("button", { name: "Save reference checks" }).click();
  await expect(page.getByTestId("reference-secret")).toHaveText(/^whsec_/);

  // The list: a CSV with a header, a bad date and a repeat.
  await page.getByLabel("Check", { exact: true }).selectOption("list");
  await page.getByRole("button", { name: "Save reference checks" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const rows = Array.from({ length: 12_000 }, (_, i) => `PO-${i},2030-01-01`);
  const csv = ["reference_id,expires_on", ...rows, "PO-X,01/02/2030", "PO-1"].join("\n");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "pos.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload the list" }).click();
  await expect(page.getByTestId("upload-summary")).toHaveText(
    "12,000 rows taken, 2 refused. 12,000 numbers on the list now.",
  );
  await expect(
    page.getByText('Line 12002 (PO-X,01/02/2030): "01/02/2030" is not a date as YYYY-MM-DD'),
  ).toBeVisible();
  await expect(page.getByText("Line 12003 (PO-1): repeats an earlier line")).toBeVisible();
  await expect(page.getByTestId("reference-count")).toHaveText("12,000 numbers on the list.");
  await expectAccessible(page);
  await screenshots(page, "reference-list-uploaded", ["phone", "tablet", "desktop"]);
  // The section alone at phone width, for people to look at.
  await page.setViewportSize(PHONE);
  await card.screenshot({ path: path.join(SCREENSHOTS, "reference-card-phone.png") });
});
