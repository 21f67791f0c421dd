// Carriers without an account: book through a facility's public link on a
// phone, hear back by e-mail (a real SMTP server, e2e/mailbox.ts), and follow
// the e-mailed manage link to reschedule and cancel; the calendar invitation
// keeps its UID and grows its SEQUENCE, and the cancellation says METHOD:CANCEL.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { DateTime } from "luxon";
import { facilityId } from "./api";
import { invitation, manageLink, waitForMail } from "./mailbox";
import { CalendarPage } from "./pages/calendar-page";
import { ManagePage, PublicBookingPage, type Walkup } from "./pages/public-pages";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, PHONE, screenshots } from "./support";

test.use({ viewport: PHONE });

function walkup(): Walkup {
  const tag = randomUUID().slice(0, 8);
  return {
    company: `Walk-up Haulage ${tag}`,
    email: `walkup-${tag}@haulage.test`,
    phone: "+1 312 555 0190",
    driver: "Sam Ortiz",
    driverPhone: "+1 312 555 0191",
    trailer: `TR-${tag.slice(0, 4).toUpperCase()}`,
    reference: `PO-${tag}`,
    quantity: "18",
  };
}

test("books through a public link with no account, then reschedules and cancels by the e-mailed link", async ({
  page,
}) => {
  const w = walkup();
  const booking = new PublicBookingPage(page);
  await booking.goto("chicago-cross-dock");
  await expect(page.getByRole("heading", { level: 1, name: "Chicago Cross-Dock" })).toBeVisible();
  await booking.chooseLoadType("Dry goods");
  await expect(page.getByTestId("zone-note")).toContainText(/Central (Standard|Daylight) Time \(C[SD]T\)/);
  await expectAccessible(page);
  await booking.chooseTime(2);
  await booking.fill(w);
  await expectAccessible(page);
  await screenshots(page, "public-booking");
  await booking.book();

  await expect(page).toHaveURL(/\/a\/[A-Za-z0-9_-]{43}\?booked=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Booked" })).toBeVisible();
  await expect(page.getByText("2400 S Western Ave, Chicago, IL 60608")).toBeVisible();
  const code = (await new ManagePage(page).code.textContent())!;
  await expectAccessible(page);
  await screenshots(page, "public-booked");

  const confirmed = await waitForMail(w.email, new RegExp(`^Confirmed: .*\\(${code}\\)`));
  const first = invitation(confirmed);
  expect(first.method).toBe("REQUEST");

  await page.goto(manageLink(confirmed));
  const manage = new ManagePage(page);
  await expect(manage.code).toHaveText(code);
  await manage.reschedule(1);
  const rescheduled = await waitForMail(w.email, new RegExp(`^Rescheduled: .*\\(${code}\\)`));
  const moved = invitation(rescheduled);
  expect(moved.uid).toBe(first.uid);
  expect(moved.sequence).toBeGreaterThan(first.sequence);
  expect(moved.start).not.toBe(first.start);

  await manage.cancel("Load not ready");
  await expect(page.getByTestId("status")).toHaveText("Cancelled");
  await expectAccessible(page);
  await screenshots(page, "public-cancelled");
  const cancelled = await waitForMail(w.email, new RegExp(`^Cancelled: .*\\(${code}\\)`));
  const gone = invitation(cancelled);
  expect(gone.method).toBe("CANCEL");
  expect(gone.uid).toBe(first.uid);
  expect(gone.sequence).toBeGreaterThan(moved.sequence);
});

test("a request through an approval facility's link is approved on the board, and the carrier hears it", async ({
  page,
  browser,
}) => {
  const w = walkup();
  const booking = new PublicBookingPage(page);
  await booking.goto("berlin-fresh-hub");
  await booking.chooseLoadType("Dry goods");
  await booking.chooseTime(1);
  await booking.fill(w);
  await booking.book();
  await expect(page.getByRole("heading", { level: 1, name: "Request sent" })).toBeVisible();
  const code = (await new ManagePage(page).code.textContent())!;
  await waitForMail(w.email, new RegExp(`^Request received: .*\\(${code}\\)`));

  // Staff approve it on the dock board, where the driver's phone and the trailer show.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await staff.goto("/signin");
  await new SignInPage(staff).signIn("staff@dockside.test", "dockside");
  await expect(staff).toHaveURL(/\/calendar/);
  const berlin = await facilityId(staff.request, "Berlin Fresh Hub");
  const today = DateTime.now().setZone("Europe/Berlin");
  const listed = await staff.request.post("/api/service.v1.get_facility_appointments", {
    data: { facility_id: berlin, start: today.toISODate(), end: today.plus({ days: 20 }).toISODate() },
  });
  const mine = ((await listed.json()) as { confirmation_code: string; scheduled_start_time: string }[]).find(
    (a) => a.confirmation_code === code,
  )!;
  const calendar = new CalendarPage(staff);
  await calendar.goto({
    facility: berlin,
    date: DateTime.fromISO(mine.scheduled_start_time, { zone: "Europe/Berlin" }).toISODate()!,
  });
  await expect(calendar.chip(code)).toContainText(`Trailer ${w.trailer}`);
  await calendar.open(code);
  // Shown as people read it: a US number at a German facility with its +1 (a German one would read nationally).
  await expect(calendar.panel).toContainText("+1 312 555 0191");
  await expect(calendar.panel).toContainText("Reminder");
  await calendar.action("Approve").click();
  await calendar.expectStatus("Scheduled");
  await staff.close();

  const approved = await waitForMail(w.email, new RegExp(`^Approved: .*\\(${code}\\)`));
  expect(invitation(approved).method).toBe("REQUEST");
  await page.reload();
  await expect(page.getByTestId("status")).toHaveText("Confirmed");
});
