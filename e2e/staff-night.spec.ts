// A load on the dock across midnight (a night shift, a late work-in) is on the
// board of both days and in the week, whatever the time of day the test runs.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { CalendarPage } from "./pages/calendar-page";
import { expect, signIn, test } from "./staff";
import { expectAccessible, PHONE, screenshots } from "./support";

test("an appointment across midnight shows on the day it starts, the day it ends, and the week", async ({
  page,
}) => {
  await signIn(page, "admin@dockside.test");
  const tag = randomUUID().slice(0, 8);
  const zone = "America/Chicago";
  const made = await page.request.post("/api/service.v1.create_facility", {
    data: {
      name: `Night DC ${tag}`,
      time_zone: zone,
      instant_booking: true,
      open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        periods: [{ start: "00:00", end: "24:00" }],
      })),
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const facility = (await made.json()) as { id: string };
  const start = DateTime.now()
    .setZone(zone)
    .plus({ days: 2 })
    .set({ hour: 23, minute: 0, second: 0, millisecond: 0 });
  const booked = await page.request.post("/api/service.v1.request_facility_appointment", {
    data: {
      facility_id: facility.id,
      scheduled_start_time: start.toISO(),
      scheduled_end_time: start.plus({ hours: 2 }).toISO(),
      type: "Inbound",
      carrier: `Night Owl Freight ${tag}`,
      carrier_phone: "+1 312 555 0190",
      quantity: 20,
      units: "Pallets",
      order_info: [{ reference_id: `PO-N${tag}` }],
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { confirmation_code: code } = (await booked.json()) as { confirmation_code: string };

  const calendar = new CalendarPage(page);
  for (const [i, date] of [start.toISODate()!, start.plus({ days: 1 }).toISODate()!].entries()) {
    await calendar.goto({ facility: facility.id, date });
    await expect(calendar.chip(code)).toBeVisible();
    await expect(page.getByText("1 appointment", { exact: true })).toBeVisible();
    await calendar.chip(code).scrollIntoViewIfNeeded();
    await expect(calendar.chip(code)).toBeInViewport();
    await expectAccessible(page);
    await screenshots(page, `staff-night-${i ? "ends" : "starts"}`, ["phone", "tablet", "desktop"]);
  }
  // The week it starts in holds it (in both days' cells when the night is inside the week).
  await calendar.goto({ facility: facility.id, date: start.toISODate()!, view: "week" });
  await expect(calendar.chip(code).first()).toBeVisible();
  await screenshots(page, "staff-night-week", ["tablet", "desktop"]);
  // The panel opens on the day it ends, too.
  await page.setViewportSize(PHONE);
  await calendar.goto({ facility: facility.id, date: start.plus({ days: 1 }).toISODate()! });
  // On the phone's list of the second day, it sits under the day it started, not read as that evening's.
  await expect(
    page.getByRole("heading", { name: start.setLocale("en-GB").toFormat("cccc d LLLL yyyy") }),
  ).toBeVisible();
  await calendar.open(code);
  await expect(calendar.panel).toContainText(`Night Owl Freight ${tag}`);
});
