// The gate: a driver on a phone-size screen types their code at the gate page
// (set up with a staff-made device link) and staff see the truck arrive on the
// board; a late one is marked late. The QR code on the confirmation page holds
// the gate link; the manage link sends an ETA the board shows.
import { randomUUID } from "node:crypto";
import { test, expect } from "./test";
import { DateTime } from "luxon";
import QRCode from "qrcode";
import { createRequire } from "node:module";
import { bookFreeSlot, bookPublicLink, facilityId } from "./api";
import { E2E_BASE_URL, E2E_DATABASE_FILE } from "./env";
import { CalendarPage } from "./pages/calendar-page";
import { CHICAGO, gateTablet, staffPage } from "./pages/gate-tablet";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, PHONE, screenshots } from "./support";

type Statement = { run(...values: unknown[]): unknown };
// better-sqlite3 is the Prisma adapter's own dependency, not ours: load the adapter's copy.
const adapterRequire = createRequire(
  createRequire(import.meta.url).resolve("@prisma/adapter-better-sqlite3"),
);
const Sqlite = adapterRequire("better-sqlite3") as new (file: string) => {
  prepare(sql: string): Statement;
  close(): void;
};

/** The booked appointment moved to have started `minutes` ago: the API books no past times, a late truck needs one. */
function startedAgo(id: string, minutes: number) {
  // The app's SQLite file, in the Prisma adapter's date-time format (lib/db/json-sql.ts).
  const at = (d: Date) => d.toISOString().replace("Z", "+00:00");
  const start = new Date(Date.now() - minutes * 60_000);
  const db = new Sqlite(E2E_DATABASE_FILE);
  db.prepare(
    "UPDATE appointments SET scheduled_start = ?, scheduled_end = ?, updated_at = ? WHERE id = ?",
  ).run(at(start), at(new Date(start.getTime() + 60 * 60_000)), at(new Date()), id);
  db.close();
}

test("a late driver checks in by typing the code on a phone; the board shows the truck arrived", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const chicago = { id: await facilityId(staff.request, CHICAGO.name), zone: CHICAGO.zone };
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const booked = await bookFreeSlot(staff.request, chicago, {
    daysAhead: 1,
    carrier: `Late ${tag}`,
    reference: `PO-${tag}`,
  });
  startedAgo(booked.id, 40);
  const calendar = new CalendarPage(staff);
  await calendar.goto({ facility: chicago.id, date: DateTime.now().setZone(CHICAGO.zone).toISODate()! });
  await expect(calendar.chip(booked.confirmation_code)).toHaveAttribute("aria-label", /Scheduled/);

  const gate = await gateTablet(browser, staff, chicago.id);
  await expect(gate.getByRole("heading", { name: "Check in at the gate" })).toBeVisible();
  await expectAccessible(gate);
  await screenshots(gate, "gate-start", ["phone", "tablet", "desktop"]);
  await gate.getByRole("button", { name: "Check in" }).click();
  await expect(gate.locator("#gate-problem")).toContainText("Type your confirmation code first");
  await gate.getByLabel("Confirmation code or reference number").fill("WRONG234");
  await gate.getByRole("button", { name: "Check in" }).click();
  await expect(gate.locator("#gate-problem")).toContainText("cannot find that code");
  await gate.getByLabel("Confirmation code or reference number").fill(booked.confirmation_code.toLowerCase());
  await gate.getByRole("button", { name: "Check in" }).click();
  await expect(gate.getByRole("heading", { name: "You are checked in" })).toBeVisible();
  await expect(gate.getByTestId("punctuality")).toHaveText("You are 40 minutes late.");
  await expect(gate.getByTestId("punctuality")).toHaveAttribute("data-punctuality", "late");
  await expect(gate.getByTestId("next-step")).toContainText(/Go to Door \d/);
  await expectAccessible(gate);
  await screenshots(gate, "gate-checked-in-late", ["phone", "tablet", "desktop"]);

  // The board refreshes itself: no reload.
  await expect(calendar.chip(booked.confirmation_code)).toHaveAttribute("aria-label", /Arrived/, {
    timeout: 20_000,
  });
  await calendar.open(booked.confirmation_code);
  await expect(calendar.panel).toContainText(/40 min late/);
  await screenshots(staff, "gate-board-arrived-late");

  // Staff at the gate page: the same screen, and the facility's gate devices.
  await staff.goto(`/gate/${CHICAGO.slug}`);
  await expect(staff.getByRole("list", { name: "Gate devices" })).toContainText("E2E gate");
  await expectAccessible(staff);
  await screenshots(staff, "gate-staff", ["phone", "tablet", "desktop"]);
});

test("the confirmation page's QR code holds the gate link, which checks the truck in; the manage link sends an ETA", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const chicago = { id: await facilityId(staff.request, CHICAGO.name), zone: CHICAGO.zone };
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const email = `eta-${tag.toLowerCase()}@haulage.test`;
  // The first open day from the day after tomorrow on (Chicago is closed on Sundays).
  const from = DateTime.now().setZone(CHICAGO.zone).plus({ days: 2 }).toISODate()!;
  const open = await staff.request.post("/api/service.v1.get_public_availability", {
    data: {
      slug: CHICAGO.slug,
      start: from,
      end: DateTime.fromISO(from).plus({ days: 6 }).toISODate()!,
      type: "Inbound",
      duration_minutes: 60,
    },
  });
  const slot = ((await open.json()) as { slots: { start_time: string; end_time: string }[] }).slots[0];
  const day = DateTime.fromISO(slot.start_time).setZone(CHICAGO.zone).toISODate()!;
  const res = await staff.request.post("/api/service.v1.request_public_appointment", {
    data: {
      slug: CHICAGO.slug,
      type: "Inbound",
      scheduled_start_time: slot.start_time,
      scheduled_end_time: slot.end_time,
      carrier: `Eta Freight ${tag}`,
      carrier_email: email,
      carrier_phone: "+1 312 555 0150",
      quantity: 4,
      units: "Pallets",
      order_info: [{ reference_id: `PO-${tag}` }],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { manage_url, appointment } = (await res.json()) as {
    manage_url: string;
    appointment: { id: string; confirmation_code: string };
  };
  const code = appointment.confirmation_code;
  const carrier = await (await browser.newContext({ viewport: PHONE })).newPage();
  await carrier.goto(manage_url);

  // The QR code is the gate link with this code: the same modules qrcode draws for that text.
  const gateLink = `${E2E_BASE_URL}/gate/${CHICAGO.slug}?code=${code}`;
  const qr = carrier.getByTestId("appointment-qr");
  await expect(qr).toHaveAttribute("data-url", gateLink);
  // The modules: the dark path of the drawn SVG, against what qrcode encodes for the expected text.
  const modules = (svg: string) => /stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  const encoded = async (text: string) =>
    modules(await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 }));
  const drawn = modules(await qr.innerHTML());
  expect(drawn).toBeTruthy();
  expect(drawn).toBe(await encoded(gateLink));
  expect(drawn).not.toBe(await encoded(gateLink.replace(code, "ABCDEFGH")));

  // Running late: the manage link tells the facility.
  await carrier.getByLabel("We will arrive").selectOption("40");
  await carrier.getByRole("button", { name: "Tell the facility" }).click();
  await expect(carrier.getByText("The facility sees your new arrival time.")).toBeVisible();
  const eta = DateTime.fromISO(slot.start_time).plus({ minutes: 40 }).setZone(CHICAGO.zone).toFormat("HH:mm");
  await expect(carrier.getByTestId("eta-current")).toContainText(eta);
  await expectAccessible(carrier);
  await screenshots(carrier, "gate-manage-qr-eta", ["phone", "tablet", "desktop"]);

  const calendar = new CalendarPage(staff);
  await calendar.goto({ facility: chicago.id, date: day });
  await expect(calendar.chip(code)).toContainText(`ETA ${eta}`);
  await calendar.open(code);
  await expect(calendar.panel).toContainText(eta);

  // The staff's own confirmation page shows the same code.
  await staff.goto(`/appointments/${appointment.id}`);
  await expect(staff.getByTestId("appointment-qr")).toHaveAttribute("data-url", gateLink);

  // A phone that opens the QR code without being a gate device is told to show the code at the tablet.
  const driverPhone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await driverPhone.goto(gateLink);
  await expect(driverPhone.getByTestId("gate-code")).toHaveText(code);
  await expectAccessible(driverPhone);
  await screenshots(driverPhone, "gate-not-a-device");
  // Chicago's public link is on: the phone may check in on its own gate page instead, the code filled in.
  await driverPhone.getByRole("link", { name: "Check in on this phone" }).click();
  await expect(driverPhone).toHaveURL(new RegExp(`/gate/${CHICAGO.slug}/me\\?code=${code}$`));
  await expect(driverPhone.getByLabel("Confirmation code or reference number")).toHaveValue(code);

  // The gate tablet opened at the QR's link has the code filled in; the time is two days off: early.
  startedAgo(appointment.id, -30);
  const gate = await gateTablet(browser, staff, chicago.id);
  await gate.goto(gateLink);
  await expect(gate.getByLabel("Confirmation code or reference number")).toHaveValue(code);
  await gate.getByRole("button", { name: "Check in" }).click();
  await expect(gate.getByTestId("punctuality")).toHaveAttribute("data-punctuality", "early");
});

test("a browser not connected to the gate learns nothing of a facility whose public link is off", async ({
  page,
  browser,
}) => {
  await page.goto("/signin");
  await new SignInPage(page).signIn("admin@dockside.test", "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const tag = randomUUID().slice(0, 8);
  const made = await page.request.post("/api/service.v1.create_facility", {
    data: { name: `Quiet Yard ${tag}`, time_zone: "America/Chicago", slug: `quiet-yard-${tag}` },
  });
  expect(made.ok(), await made.text()).toBe(true);
  // Its own language would tell a stranger that the slug names a facility.
  const german = await page.request.post("/api/service.v1.update_facility_settings", {
    data: { facility_id: ((await made.json()) as { id: string }).id, default_locale: "de" },
  });
  expect(german.ok(), await german.text()).toBe(true);

  const stranger = await (await browser.newContext({ viewport: PHONE })).newPage();
  const seen = async (path: string) => {
    const res = await stranger.goto(path);
    return {
      status: res?.status(),
      lang: await stranger.locator("html").getAttribute("lang"),
      text: await stranger.locator("body").innerText(),
    };
  };
  const off = await seen(`/gate/quiet-yard-${tag}?code=ABCD2345`);
  const unknown = await seen(`/gate/no-such-yard-${tag}?code=ABCD2345`);
  expect(off.text).not.toContain("Quiet Yard");
  expect(off).toEqual(unknown);
  await expect(stranger.getByTestId("gate-code")).toHaveText("ABCD2345");
  // Where the public link is on, the name is public already, and the gate says where the driver is.
  await stranger.goto(`/gate/${CHICAGO.slug}`);
  await expect(stranger.getByText(CHICAGO.name)).toBeVisible();
});

test("a tablet staff turn into the gate shows only the gate, signed out; a second check-in says it was already done", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const chicago = { id: await facilityId(staff.request, CHICAGO.name), zone: CHICAGO.zone };
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const booked = await bookFreeSlot(staff.request, chicago, {
    daysAhead: 1,
    carrier: `Twice ${tag}`,
    reference: `PO-${tag}`,
  });
  startedAgo(booked.id, 5);

  // The staff member's own browser becomes the tablet.
  const tablet = await (await browser.newContext({ viewport: PHONE })).newPage();
  await tablet.goto("/signin");
  await new SignInPage(tablet).signIn("staff@dockside.test", "dockside");
  await expect(tablet).toHaveURL(/\/calendar/);
  await tablet.goto(`/gate/${CHICAGO.slug}`);
  await tablet.getByRole("button", { name: "Use this tablet as the gate" }).click();
  await expect(tablet).toHaveURL(`${E2E_BASE_URL}/gate/${CHICAGO.slug}`);
  await expect(tablet.getByLabel("Confirmation code or reference number")).toBeVisible();
  await expect(tablet.getByRole("heading", { name: "Gate devices" })).toHaveCount(0);
  await expect(tablet.getByRole("button", { name: "Make a device link" })).toHaveCount(0);
  await tablet.waitForFunction(() => {
    const form = document.querySelector("form");
    return !!form && Object.keys(form).some((k) => k.startsWith("__reactProps"));
  });

  // The first check-in, then the same code again, as a driver who taps twice.
  const code = tablet.getByLabel("Confirmation code or reference number");
  await code.fill(booked.confirmation_code);
  await tablet.getByRole("button", { name: "Check in" }).click();
  await expect(tablet.getByRole("heading", { name: "You are checked in" })).toBeVisible();
  await expect(tablet.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  await tablet.getByRole("button", { name: "Done: next driver" }).click();
  await code.fill(booked.confirmation_code);
  // The screen follows the appointment once it shows it: its first reading of the status comes next.
  const followed = tablet.waitForResponse((r) => r.url().includes("/api/service.v1.gate_status") && r.ok());
  await tablet.getByRole("button", { name: "Check in" }).click();
  await expect(tablet.getByRole("heading", { name: "You are already checked in" })).toBeVisible();
  await followed;
  await expect(tablet.getByRole("heading", { name: "You are already checked in" })).toBeVisible();
  await expect(tablet.getByRole("heading", { name: "You are checked in" })).toHaveCount(0);
  await expectAccessible(tablet);
  await screenshots(tablet, "gate-tablet-turned", ["phone", "tablet", "desktop"]);

  // The staff session is no longer in that browser: its staff pages ask for a sign-in.
  await tablet.goto("/calendar");
  await expect(tablet).toHaveURL(/\/signin/);
  // The staff member's other browser is still signed in.
  await staff.goto("/calendar");
  await expect(staff).toHaveURL(/\/calendar/);
});

test("the manage link's arrival choice starts at nothing chosen, and sending it unchosen asks for one", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const { manage_url } = await bookPublicLink(staff.request, CHICAGO, {
    daysAhead: 2,
    carrier: `Unchosen ${tag}`,
    email: `unchosen-${tag.toLowerCase()}@haulage.test`,
    phone: "+1 312 555 0150",
    reference: `PO-${tag}`,
  });
  const carrier = await (await browser.newContext({ viewport: PHONE })).newPage();
  await carrier.goto(manage_url);
  const choice = carrier.getByLabel("We will arrive");
  await expect(choice).toHaveValue("");
  await expect(carrier.getByTestId("eta-current")).toHaveCount(0);
  await carrier.getByRole("button", { name: "Tell the facility" }).click();
  await expect(carrier.getByText("Choose how late you are running.")).toBeVisible();
  await expect(carrier.getByTestId("eta-current")).toHaveCount(0);
  await expectAccessible(carrier);
  await screenshots(carrier, "gate-manage-eta-unchosen", ["phone", "tablet", "desktop"]);
});

test("a driver without an appointment registers at the gate and agrees to texts on their phone", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const chicagoId = await facilityId(staff.request, CHICAGO.name);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const gate = await gateTablet(browser, staff, chicagoId);
  await gate.setViewportSize(PHONE);
  await gate.getByRole("button", { name: "No appointment? Register here" }).click();
  await gate.getByLabel("Company").fill(`Walk-Up ${tag}`);
  await gate.getByLabel("Reference (PO or load number)").fill(`LOAD-${tag}`);
  await gate.getByLabel("Phone number").fill("(312) 555-0142");
  const consent = gate.getByRole("checkbox", { name: /Text me about this visit/ });
  await consent.scrollIntoViewIfNeeded();
  await expect(consent).toBeInViewport();
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expectAccessible(gate);
  await screenshots(gate, "gate-work-in-consent", ["phone", "tablet", "desktop"]);
  await gate.setViewportSize(PHONE);
  await gate.getByRole("button", { name: "Send to the office" }).click();
  await expect(gate.getByRole("heading", { name: "Request sent" })).toBeVisible();

  // Staff see the request with the driver's number for texts, as the number texts go to.
  const found = await staff.request.post("/api/service.v1.get_facility_appointments", {
    data: {
      facility_id: chicagoId,
      start_created_at: new Date(Date.now() - 3_600_000).toISOString(),
      end_created_at: new Date(Date.now() + 60_000).toISOString(),
    },
  });
  expect(found.status()).toBe(200);
  const mine = ((await found.json()) as { carrier: string; carrier_driver_phone: string }[]).find(
    (a) => a.carrier === `Walk-Up ${tag}`,
  );
  expect(mine?.carrier_driver_phone).toBe("+13125550142");
});
