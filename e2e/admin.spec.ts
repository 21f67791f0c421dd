// An admin runs the site from the app: a facility's hours and instant booking
// (the booking form and the API follow at once), API tokens (made, used,
// revoked and refused), and accounts (a deactivated user is out at once).
import { randomUUID } from "node:crypto";
import { test as base, expect, type Browser, type Page } from "./test";
import { DateTime } from "luxon";
import { E2E_BASE_URL } from "./env";
import { BookingPage } from "./pages/booking-page";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, PHONE, screenshots, TABLET } from "./support";
import { useLanguage } from "./languages/fit";
import { Header } from "./pages/header";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

async function signIn(page: Page, email: string, password = "dockside") {
  await page.goto("/signin");
  await new SignInPage(page).signIn(email, password);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

async function asCarrier(browser: Browser) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    timezoneId: "America/Chicago",
    locale: "en-US",
  });
  const page = await context.newPage();
  await signIn(page, "carrier@dockside.test");
  return { context, page };
}

const test = base.extend<{ tag: string }>({
  tag: async ({}, provide) => provide(randomUUID().slice(0, 6).toUpperCase()),
});

test("an admin changes hours and instant booking, and the booking form and the API follow at once", async ({
  page,
  browser,
  tag,
}) => {
  const name = `Settings Test DC ${tag}`;
  await signIn(page, "admin@dockside.test");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Facility settings" })
    .click();

  // A facility of this test's own, opened from the settings page.
  await page.getByRole("button", { name: "New facility" }).click();
  const creating = page.getByRole("form", { name: "New facility" });
  await creating.getByLabel("Facility name").fill(name);
  await creating.getByLabel("Time zone").fill("America/Chicago");
  await expectAccessible(page);
  await screenshots(page, "admin-new-facility");
  await creating.getByRole("button", { name: "Create facility" }).click();
  await expect(page).toHaveURL(/facility=[0-9a-f-]{36}/);
  const facilityId = new URL(page.url()).searchParams.get("facility")!;
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await expect(page.getByRole("list", { name: "Settings history" })).toContainText(
    `Facility created as ${name}`,
  );

  // Open every day 08:00 to noon. A period that ends before it starts is caught on the field, before anything is sent.
  await page.getByLabel("Monday period 1 closes").fill("07:00");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Must be after the start")).toBeVisible();
  for (const day of ["Saturday", "Sunday"])
    await page.getByRole("button", { name: `Add a period on ${day}` }).click();
  for (const day of DAYS) await page.getByLabel(`${day} period 1 closes`).fill("12:00");
  await page.getByRole("button", { name: "Add a load type" }).click();
  await page.getByLabel("Load type", { exact: true }).fill("Pallets");
  await page.getByRole("button", { name: "Delete Dock 2" }).click();
  await expect(page.getByText("Dock 2 will be deleted when you save")).toBeVisible();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.getByLabel("Dock name")).toHaveValue("Dock 1");

  // The carrier sees the facility as it is now: confirmed by staff, open to noon.
  const carrier = await asCarrier(browser);
  try {
    const booking = new BookingPage(carrier.page);
    await booking.goto();
    await booking.chooseFacility(name);
    await expect(carrier.page.getByText("Confirmed by the facility")).toBeVisible();
    await booking.chooseType("Inbound");
    await carrier.page.locator('label:has(input[name="day"][data-open]:not([disabled]))').nth(1).click();
    await expect(booking.slots.locator("label").last()).toHaveText("11:00");

    // The admin closes at 10:00 every day and turns instant booking on.
    for (const day of DAYS) await page.getByLabel(`${day} period 1 closes`).fill("10:00");
    await page.getByLabel(/^Instant booking/).check();
    await expectAccessible(page);
    await screenshots(page, "admin-settings");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Settings history" })).toContainText(
      "Instant booking: off → on",
    );

    // The booking form, opened again, offers only what the new hours allow, confirmed at once.
    await booking.goto();
    await booking.chooseFacility(name);
    await expect(carrier.page.getByText("Instant confirmation")).toBeVisible();
    await booking.chooseType("Inbound");
    await carrier.page.locator('label:has(input[name="day"][data-open]:not([disabled]))').nth(1).click();
    await expect(booking.slots.locator("label")).toHaveText(["08:00", "08:30", "09:00"]);

    // And so does the API.
    const day = DateTime.now().setZone("America/Chicago").plus({ days: 2 }).toISODate()!;
    const at = (hhmm: string) => DateTime.fromISO(`${day}T${hhmm}`, { zone: "America/Chicago" });
    const body = (hhmm: string) => ({
      facility_id: facilityId,
      scheduled_start_time: at(hhmm).toUTC().toISO(),
      scheduled_end_time: at(hhmm).plus({ hours: 1 }).toUTC().toISO(),
      type: "Inbound",
      carrier: "Acme Freight",
      carrier_phone: "+1 312 555 0100",
      quantity: 5,
      units: "Pallets",
      order_info: [{ reference_id: `PO-A${tag}` }],
    });
    const late = await carrier.page.request.post("/api/service.v1.request_facility_appointment", {
      data: body("10:00"),
    });
    expect(late.status()).toBe(409);
    expect((await late.json()).details[0].reason).toBe("outside_open_hours");
    const ok = await carrier.page.request.post("/api/service.v1.request_facility_appointment", {
      data: body("08:00"),
    });
    expect((await ok.json()).status).toBe("Scheduled");
  } finally {
    await carrier.context.close();
  }
});

test("an admin makes an API token, a system uses it, and once revoked the API refuses it", async ({
  page,
  playwright,
  tag,
}) => {
  await signIn(page, "admin@dockside.test");
  await new Header(page).api("API tokens");
  await page.getByLabel("Name", { exact: true }).fill(`TMS ${tag}`);
  await page.getByRole("button", { name: "Make token" }).click();
  await expect(page.getByText("Choose at least one facility")).toBeVisible();
  await page.getByRole("checkbox", { name: "Chicago Cross-Dock" }).check();
  await page.getByRole("button", { name: "Make token" }).click();
  const secret = (await page.getByTestId("new-token").innerText()).trim();
  expect(secret).toMatch(/^fa_live_/);
  await expectAccessible(page);
  await screenshots(page, "admin-tokens");

  // A system with only the token, no cookies.
  const system = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${secret}` },
  });
  try {
    const facilities = await system.post("/api/service.v1.get_facilities", { data: {} });
    expect(facilities.status()).toBe(200);
    expect((await facilities.json()).map((f: { name: string }) => f.name)).toEqual(["Chicago Cross-Dock"]);

    const item = page.locator(`[data-token="${secret.slice(0, 14)}"]`);
    await item.getByRole("button", { name: `Revoke TMS ${tag}` }).click();
    await item.getByRole("button", { name: "Revoke now" }).click();
    await expect(item.getByText("Revoked", { exact: true })).toBeVisible();
    const refused = await system.post("/api/service.v1.get_facilities", { data: {} });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe("unauthenticated");
  } finally {
    await system.dispose();
  }
});

test("an admin creates a staff user and deactivates them, which ends their open session", async ({
  page,
  browser,
  tag,
}) => {
  const email = `lead-${tag.toLowerCase()}@dockside.test`;
  await signIn(page, "admin@dockside.test");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" }).click();
  // The page also has the sign-in rules' form, with the same facility boxes.
  const newUser = page.getByRole("form", { name: "New user" });
  await newUser.getByLabel("E-mail", { exact: true }).fill(email);
  await newUser.getByLabel("First password").fill("a long passphrase");
  await newUser.getByRole("checkbox", { name: "Berlin Fresh Hub" }).check();
  await newUser.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByRole("status")).toContainText(`${email} can sign in now`);
  await expectAccessible(page);
  await screenshots(page, "admin-users");

  // Give them a second facility.
  const row = page.locator(`[data-user="${email}"]`);
  await row.getByRole("button", { name: `Edit ${email}` }).click();
  await row.getByRole("checkbox", { name: "Chicago Cross-Dock" }).check();
  await expectAccessible(page);
  await screenshots(page, "admin-users-edit");
  await row.getByRole("button", { name: "Save changes" }).click();
  await expect(row).toContainText("Chicago Cross-Dock");
  await expect(row).toContainText("Berlin Fresh Hub");

  const other = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const lead = await other.newPage();
    await signIn(lead, email, "a long passphrase");
    await expect(lead).toHaveURL(/\/calendar/);
    await expect(lead.getByRole("heading", { level: 1, name: "Berlin Fresh Hub" })).toBeVisible();
    // Staff do not run accounts.
    await lead.goto("/users");
    await expect(lead.getByText("Only admins manage users")).toBeVisible();

    await page
      .locator(`[data-user="${email}"]`)
      .getByRole("button", { name: `Deactivate ${email}` })
      .click();
    await expect(
      page.getByRole("status").filter({ hasText: "their open sessions have ended" }),
    ).toBeVisible();

    // The same cookie, refused by the API and by the next page.
    const api = await lead.request.post("/api/service.v1.get_facilities", { data: {} });
    expect(api.status()).toBe(401);
    await lead.reload();
    await expect(lead).toHaveURL(/\/signin/);
    await new SignInPage(lead).signIn(email, "a long passphrase");
    await expect(new SignInPage(lead).error).toBeVisible();
  } finally {
    await other.close();
  }
});

test("staff set the facility's country and phone for texts, read back as E.164, in English and German", async ({
  page,
  context,
  tag,
}) => {
  const name = `Country Test DC ${tag}`;
  await signIn(page, "admin@dockside.test");
  await page.goto("/settings");
  await page.getByRole("button", { name: "New facility" }).click();
  const creating = page.getByRole("form", { name: "New facility" });
  await creating.getByLabel("Facility name").fill(name);
  await creating.getByLabel("Time zone").fill("Europe/Berlin");
  await creating.getByRole("button", { name: "Create facility" }).click();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);

  const country = page.getByRole("combobox", { name: "Country" });
  await expect(country).toHaveValue("US");
  await country.selectOption({ label: "Germany" });
  const phone = page.getByRole("textbox", { name: /Phone for texts/ });
  // A number that is none is refused on its field, in words; the rest of the form stays as typed.
  await phone.fill("12");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("Not a phone number of the facility's country, nor one with a +country code", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(country).toHaveValue("DE");
  // As a driver would dial it in Germany: kept as E.164.
  await phone.fill("030 901820");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(phone).toHaveValue("+4930901820");
  await expect(page.getByRole("list", { name: "Settings history" })).toContainText("Country: US → DE");
  await expectAccessible(page);
  for (const size of [PHONE, TABLET]) {
    await page.setViewportSize(size);
    await country.scrollIntoViewIfNeeded();
    await expect(country).toBeInViewport();
    await expect(phone).toBeInViewport();
    await expectAccessible(page);
  }
  await screenshots(page, "settings-country-phone", ["phone", "tablet", "desktop"]);

  await useLanguage(context, "de");
  await page.reload();
  const land = page.getByRole("combobox", { name: "Land" });
  await expect(land).toHaveValue("DE");
  await expect(land.locator("option:checked")).toHaveText("Deutschland");
  await expect(page.getByRole("textbox", { name: /Telefon für SMS/ })).toHaveValue("+4930901820");
  await page.setViewportSize(PHONE);
  await land.scrollIntoViewIfNeeded();
  await expect(land).toBeInViewport();
  await expectAccessible(page);
  await screenshots(page, "settings-country-phone-de", ["phone"]);
});
