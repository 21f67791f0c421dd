// The rest of the carriers' reach: the public link in facility settings (copy,
// QR code, printable sign, off), "lost your link?", password reset by e-mail,
// and the carriers' menu. Mail arrives on the run's own SMTP server.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { DateTime } from "luxon";
import type { Page } from "@playwright/test";
import { SCREENSHOTS } from "./env";
import { manageLink, waitForMail } from "./mailbox";
import { Header } from "./pages/header";
import { SignInPage } from "./pages/sign-in-page";
import { expect, expectAccessible, PHONE, screenshots, test } from "./support";

/** One more width people use: a small laptop or a tablet held sideways. */
async function tabletShot(page: Page, name: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1024.png`), fullPage: true });
  if (before) await page.setViewportSize(before);
}

test("staff turn a facility's public link on and off in its settings, with a QR code and a sign to print", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto("/signin");
  await new SignInPage(page).signIn("admin@dockside.test", "dockside");
  await expect(page).toHaveURL(/\/calendar/);
  const tag = randomUUID().slice(0, 6);
  const made = await page.request.post("/api/service.v1.create_facility", {
    data: { name: `Gate Test ${tag}`, time_zone: "America/Chicago" },
  });
  const facility = (await made.json()) as { id: string; slug: string };
  expect(facility.slug).toBe(`gate-test-${tag}`);
  await page.goto(`/settings?facility=${facility.id}`);
  const section = page.getByRole("region", { name: "Public booking link" });
  await expect(section.getByTestId("public-link")).toHaveText(new RegExp(`/f/gate-test-${tag}$`));
  await section.getByRole("radio", { name: /Requests/ }).check();
  await expect(section.getByRole("radio", { name: /Instant/ })).toBeDisabled();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved.", { exact: false })).toBeVisible();
  const qr = await page.request.get(`/f/gate-test-${tag}/qr.svg`);
  expect(qr.headers()["content-type"]).toBe("image/svg+xml");
  expect(await qr.text()).toContain("<svg");
  await expect(section.getByRole("img", { name: /QR code of/ })).toBeVisible();
  await expectAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await screenshots(page, "settings-public-link");
  await tabletShot(page, "settings-public-link");

  await section.getByRole("link", { name: "Print a sign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Gate Test ${tag}` })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of/ })).toBeVisible();
  // Beside it, while the link is on, the check-in on the driver's own phone.
  await expect(page.getByRole("img", { name: /QR code for checking in at the gate/ })).toBeVisible();
  await expect(page.getByTestId("check-in-qr")).toHaveAttribute(
    "data-url",
    new RegExp(`/gate/gate-test-${tag}/me$`),
  );
  await expectAccessible(page);
  await screenshots(page, "settings-print-sign");

  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(`/f/gate-test-${tag}`);
  await expect(visitor.getByRole("heading", { level: 1, name: `Gate Test ${tag}` })).toBeVisible();
  await tabletShot(visitor, "public-booking-start");
  await page.goto(`/settings?facility=${facility.id}`);
  await section.getByRole("radio", { name: /Off/ }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved.", { exact: false })).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This booking link is not active" }),
  ).toBeVisible();
  await expectAccessible(visitor);
  await visitor.close();
  await page.close();
});

test("lost your link? the code and the booking's address bring a new one by e-mail", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const email = `lost-${randomUUID().slice(0, 8)}@haulage.test`;
  const zone = "America/Chicago";
  // The last time of the first open day from four days on (Chicago is closed on Sundays).
  const from = DateTime.now().setZone(zone).plus({ days: 4 });
  const open = await page.request.post("/api/service.v1.get_public_availability", {
    data: {
      slug: "chicago-cross-dock",
      start: from.toISODate(),
      end: from.plus({ days: 6 }).toISODate(),
      type: "Outbound",
      duration_minutes: 60,
    },
  });
  const slots = ((await open.json()) as { slots: { start_time: string; end_time: string }[] }).slots;
  const firstDay = DateTime.fromISO(slots[0].start_time).setZone(zone).toISODate();
  const slot = slots
    .filter((s) => DateTime.fromISO(s.start_time).setZone(zone).toISODate() === firstDay)
    .at(-1)!;
  const booked = await page.request.post("/api/service.v1.request_public_appointment", {
    data: {
      slug: "chicago-cross-dock",
      type: "Outbound",
      scheduled_start_time: slot.start_time,
      scheduled_end_time: slot.end_time,
      carrier: "Forgetful Freight",
      carrier_email: email,
      carrier_phone: "+1 312 555 0150",
      quantity: 4,
      units: "Pallets",
      order_info: [{ reference_id: "PO-LOST" }],
    },
  });
  const code = ((await booked.json()) as { appointment: { confirmation_code: string } }).appointment
    .confirmation_code;
  await page.goto("/a");
  await page.getByLabel("Confirmation code").fill(code.toLowerCase());
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me the link" }).click();
  await expect(page.getByRole("status")).toContainText("its link is on its way");
  await expectAccessible(page);
  await screenshots(page, "public-lost-link");
  const mail = await waitForMail(email, new RegExp(`^Your appointment ${code}`));
  await page.goto(manageLink(mail));
  await expect(page.getByTestId("code")).toHaveText(code);
  await tabletShot(page, "public-manage");
  await page.getByRole("link", { name: "Reschedule" }).click();
  await expect(page.getByRole("heading", { name: "Move to another time" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "public-reschedule");
  await page.close();
});

test("a carrier who forgot the password sets a new one from the e-mailed link", async ({ page, carrier }) => {
  await page.setViewportSize(PHONE);
  // The carrier's tabs are what a dispatcher needs; the API tools sit in a menu of their own.
  const header = new Header(page);
  await expect(header.nav.getByRole("link")).toHaveText([
    "Book",
    "My appointments",
    "Colleagues",
    "My scorecard",
  ]);
  await header.api("API tokens");
  await expect(page).toHaveURL(/\/tokens$/);
  await header.signOut();
  await expect(page).toHaveURL(/\/signin/);

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail").fill(carrier.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address");
  await expectAccessible(page);
  const mail = await waitForMail(carrier.email, /^Set a new Dockside password/);
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")![0];
  await page.goto(link);
  await page.getByLabel("New password").fill("short");
  await page.getByLabel("The same password again").fill("short");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByText("Use at least 10 characters")).toBeVisible();
  await page.getByLabel("New password").fill("a whole new passphrase");
  await page.getByLabel("The same password again").fill("a whole new passphrase");
  await screenshots(page, "reset-password");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByText("Your password is changed")).toBeVisible();
  await new SignInPage(page).signIn(carrier.email, "a whole new passphrase");
  await expect(page).toHaveURL(/\/book$/);
  await page.goto(link);
  await expect(page.getByText("This link is not valid any more")).toBeVisible();
});
