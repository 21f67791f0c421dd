// The carrier's whole path: book, keep the confirmation, find it again,
// move it, cancel it; and the two ways a booking can be refused in the form.
import { readFile } from "node:fs/promises";
import { DateTime } from "luxon";
import { bookUntilFull, facilityId } from "./api";
import { AppointmentPage } from "./pages/appointment-page";
import { AppointmentsPage } from "./pages/appointments-page";
import { BookingPage } from "./pages/booking-page";
import { Header } from "./pages/header";
import { expect, expectAccessible, screenshots, test } from "./support";

const CHICAGO = "Chicago Cross-Dock"; // instant booking, America/Chicago
const BERLIN = "Berlin Fresh Hub"; // confirmed by staff, Europe/Berlin

const icsStamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

test("book at an instant-booking facility, download the .ics, find it, reschedule and cancel it", async ({
  page,
  carrier,
}) => {
  const booking = new BookingPage(page);
  await expect(page.getByRole("banner")).toContainText(carrier.company);
  await expectAccessible(page);
  await screenshots(page, "book-empty");

  await booking.chooseFacility(CHICAGO);
  await booking.chooseType("Inbound");
  await booking.chooseLoadType("Dry goods (60 min)");
  await expect(page.getByTestId("zone-note")).toContainText("America/Chicago");
  const slot = await booking.chooseSlot({ day: 1, slot: 2 });
  expect(slot.label).toBe(DateTime.fromISO(slot.start, { zone: "America/Chicago" }).toFormat("HH:mm"));
  await booking.fillDetails({
    phone: "+1 (312) 555-0199",
    driver: "Sam Ortiz",
    references: ["PO-77120", "PO-77121"],
    quantity: "24",
    notes: "Lift gate needed",
  });
  // The demo facility's own question, asked in the form and shown with the booking.
  await page.getByLabel(/^Seal number/).fill("SL-448120");
  await expectAccessible(page);
  await screenshots(page, "book-filled");
  await booking.submit();

  const confirmation = new AppointmentPage(page);
  await confirmation.expectLoaded();
  const id = page.url().match(/appointments\/([0-9a-f-]{36})/)![1];
  await expect(page.getByRole("status").filter({ hasText: "Booked" })).toBeVisible();
  await expect(confirmation.status("Scheduled")).toBeVisible();
  await expect(confirmation.localTime).toContainText(slot.label);
  await expect(page.getByText("PO-77120, PO-77121")).toBeVisible();
  await expect(page.locator("dt", { hasText: "Seal number" }).locator("+ dd")).toHaveText("SL-448120");
  const code = (await confirmation.code.innerText()).trim();
  await expectAccessible(page);
  await screenshots(page, "confirmation-scheduled");

  const download = await confirmation.downloadCalendar();
  expect(download.suggestedFilename()).toBe(`dock-appointment-${code}.ics`);
  const ics = await readFile(await download.path(), "utf8");
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // CRLF only
  ics.split("\r\n").forEach((line) => expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75));
  const unfolded = ics.replace(/\r\n /g, "");
  expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
  expect(unfolded).toContain(`UID:${id}@dockside\r\n`);
  expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(unfolded).toContain(`DTSTART:${icsStamp(slot.start)}\r\n`);
  expect(unfolded).toContain(
    `DTEND:${icsStamp(DateTime.fromISO(slot.start).plus({ minutes: 60 }).toUTC().toISO()!)}\r\n`,
  );
  expect(unfolded).toContain(`SUMMARY:Delivery at ${CHICAGO}`);
  expect(unfolded).toContain(`(${code})`);
  expect(unfolded).toContain("LOCATION:2400 S Western Ave\\, Chicago\\, IL 60608");
  expect(unfolded).toContain(`DESCRIPTION:Confirmation code: ${code}\\n`);
  expect(unfolded).toContain("STATUS:CONFIRMED\r\n");
  expect(unfolded).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);

  await new Header(page).myAppointments();
  const list = new AppointmentsPage(page);
  await expect(list.row(code)).toBeVisible();
  await expect(list.row(code)).toContainText("Scheduled");
  await expect(list.row(code)).toContainText(slot.label);
  await expectAccessible(page);
  await screenshots(page, "appointments");

  await list.row(code).click();
  await confirmation.expectLoaded();
  await confirmation.openReschedule();
  await expect(page.getByRole("heading", { name: "Pick a new time" })).toBeVisible();
  const moved = await booking.chooseSlot({ day: 2, slot: 1 });
  await expectAccessible(page);
  await screenshots(page, "reschedule");
  await confirmation.confirmReschedule();
  await expect(page.getByRole("status").filter({ hasText: "Moved to" })).toBeVisible();
  await expect(confirmation.localTime).toContainText(
    DateTime.fromISO(moved.start, { zone: "America/Chicago" }).toFormat("cccc d LLLL yyyy, HH:mm"),
  );
  await expect(confirmation.code).toHaveText(code);

  await confirmation.cancel("Truck broke down");
  await expect(confirmation.status("Cancelled")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "confirmation-cancelled");

  await new Header(page).myAppointments();
  await expect(list.row(code)).toContainText("Cancelled");
});

test("book at a facility that confirms requests itself, in its own time zone", async ({ page, carrier }) => {
  expect(carrier.company).toBeTruthy();
  const booking = new BookingPage(page);
  await booking.chooseFacility(BERLIN);
  await booking.chooseType("Inbound");
  await booking.chooseLoadType("Refrigerated (90 min)");
  await expect(page.getByTestId("zone-note")).toContainText("Europe/Berlin");
  const slot = await booking.chooseSlot({ day: 0, slot: 0 });
  // The browser is in America/Chicago; the times offered are Berlin's.
  expect(slot.label).toBe(DateTime.fromISO(slot.start, { zone: "Europe/Berlin" }).toFormat("HH:mm"));
  await booking.fillDetails({
    phone: "+49 30 5550 1234",
    references: ["DE-5501"],
    quantity: "12",
    units: "Boxes",
  });
  await expect(booking.submitButton).toHaveText("Request appointment");
  await booking.submit();

  const confirmation = new AppointmentPage(page);
  await confirmation.expectLoaded();
  await expect(page.getByRole("status").filter({ hasText: "Request sent" })).toBeVisible();
  await expect(confirmation.status("Requested")).toBeVisible();
  await expect(confirmation.statusMeaning).toContainText("confirms each booking");
  await expect(confirmation.localTime).toContainText(
    DateTime.fromISO(slot.start, { zone: "Europe/Berlin" }).toFormat("cccc d LLLL yyyy, HH:mm"),
  );
  await expect(page.getByText("Europe/Berlin")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "confirmation-requested");

  const ics = await readFile(await (await confirmation.downloadCalendar()).path(), "utf8");
  expect(ics).toContain("STATUS:TENTATIVE\r\n");
  expect(ics).toContain(`DTSTART:${icsStamp(slot.start)}\r\n`);
});

test("the facility list comes with the page, before any script has run", async ({ page, carrier }) => {
  void carrier;
  // The server's HTML itself, as a slow phone gets it before the scripts (issue 16).
  const html = await (await page.request.get("/book")).text();
  expect(html).toContain(CHICAGO);
  expect(html).toContain(BERLIN);
});

test("the form explains what is missing or wrong, field by field", async ({ page, carrier }) => {
  const booking = new BookingPage(page);
  await expect(page.getByLabel("Carrier company", { exact: true })).toHaveValue(carrier.company);
  await booking.submit();
  await expect(page.getByText("Choose the facility you are going to")).toBeVisible();
  await expect(page.getByText("Enter a phone number the facility can call")).toBeVisible();
  await expect(page.getByText("Enter the PO or reference number, or remove this line")).toBeVisible();
  await expect(page.getByText("Enter the number of pallets or boxes as a whole number")).toBeVisible();

  // Errors follow the typing once a field has been visited.
  await page.getByLabel("Phone", { exact: true }).fill("12");
  await expect(page.getByText("The phone number needs at least 7 digits")).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("call me");
  await expect(page.getByText("Use only digits, spaces, + - ( ) and an extension like x123")).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("+1 312 555 0100");
  await expect(page.getByText("Use only digits")).toHaveCount(0);

  await booking.fillDetails({ references: ["PO-9", "PO-9"], quantity: "0" });
  await page.getByLabel(/^Notes for the facility/).focus();
  await expect(page.getByText("This number is already in the list")).toBeVisible();
  await expect(page.getByText("The quantity must be at least 1")).toBeVisible();
  await page.getByLabel("Carrier company", { exact: true }).fill("");
  await page.getByLabel("Carrier company", { exact: true }).blur();
  await expect(page.getByText("Enter the carrier company name")).toBeVisible();
  await page.getByRole("button", { name: "Remove e-mail address 1" }).click();
  await page.getByRole("button", { name: "+ Add an e-mail" }).click();
  await page.getByLabel("E-mail address 1", { exact: true }).fill("dispatch@");
  await page.getByLabel("E-mail address 1", { exact: true }).blur();
  await expect(page.getByText("Enter an e-mail address like dispatch@carrier.com")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "book-errors");

  await page.getByRole("button", { name: "Remove reference number 2" }).click();
  await expect(page.getByText("This number is already in the list")).toHaveCount(0);
});

test("a slot taken while the form is open is explained, and the open times refresh", async ({
  page,
  carrier,
}) => {
  expect(carrier.email).toBeTruthy();
  const booking = new BookingPage(page);
  await booking.chooseFacility(CHICAGO);
  await booking.chooseType("Inbound");
  await booking.chooseLoadType("Dry goods (60 min)");
  const slot = await booking.chooseSlot({ day: 2, slot: 4 });
  await booking.fillDetails({ phone: "+1 312 555 0177", references: ["PO-RACE-1"], quantity: "8" });

  // Meanwhile other carriers take every dock at that time.
  const loadTypeId = await page.getByLabel("What are you carrying?", { exact: true }).inputValue();
  const end = DateTime.fromISO(slot.start).plus({ minutes: 60 }).toUTC().toISO()!;
  const taken = await bookUntilFull(page.request, {
    facility_id: await facilityId(page.request, CHICAGO),
    scheduled_start_time: slot.start,
    scheduled_end_time: end,
    type: "Inbound",
    load_type_ids: [loadTypeId],
  });
  expect(taken).toBeGreaterThan(0);

  await booking.submit();
  await expect(page.getByRole("status").filter({ hasText: "That time was just taken" })).toBeVisible();
  await expect(booking.slotInput(slot.start)).toHaveCount(0);
  // The details are kept; another time books.
  await expect(page.getByLabel("Reference number 1", { exact: true })).toHaveValue("PO-RACE-1");
  await expectAccessible(page);
  await screenshots(page, "book-slot-taken");
  await booking.chooseSlot({ day: 2, slot: 0 });
  await booking.submit();
  await new AppointmentPage(page).expectLoaded();
});

test("the facility list the page came with chooses before the search's code has arrived", async ({
  page,
  carrier,
}) => {
  void carrier; // signed up, on /book
  // The search as you type is a chunk of its own, the only one that asks search_facilities: held back here
  // until a facility is chosen, as a slow phone has the page before that chunk arrives.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const searchAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"search_facilities"')) {
      asked();
      await released;
    }
    await route.fulfill({ response, body });
  });
  const searches: string[] = [];
  page.on("request", (r) => void (r.url().includes("search_facilities") && searches.push(r.url())));
  await page.reload();
  const chicago = page.getByRole("button", { name: new RegExp(CHICAGO) });
  await expect(chicago).toBeEnabled();
  await screenshots(page, "book-list-first", ["desktop", "tablet", "phone"]);
  // Once the browser is idle the page asks for the search's code; the list chooses while it is on its way.
  await searchAsked;
  await chicago.click();
  await expect(page.getByTestId("selected-facility")).toHaveText(CHICAGO);
  // The rest of the form (a chunk of its own) follows, and no search was asked for: the list was the page's.
  await new BookingPage(page).chooseType("Inbound");
  expect(searches).toEqual([]);
  // With the search's code there, a search as you type finds the other facility.
  release();
  await page.getByRole("button", { name: "Change facility" }).click();
  await page.getByLabel("Search by facility name or address", { exact: true }).fill("Berlin");
  await expect(page.getByRole("button", { name: new RegExp(BERLIN) })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(CHICAGO) })).toHaveCount(0);
});
