// What the staff-screen specs share: a signed-in staff member on the
// calendar, the demo facilities, a tag that makes each test's data its own,
// and the demo's appointments of a day as the API lists them.
import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page } from "./test";
import { DateTime } from "luxon";
import { facilityId } from "./api";
import { CalendarPage } from "./pages/calendar-page";
import { SignInPage } from "./pages/sign-in-page";

export const CHICAGO = { name: "Chicago Cross-Dock", zone: "America/Chicago" };
export const BERLIN = { name: "Berlin Fresh Hub", zone: "Europe/Berlin" };

export type Listed = {
  id: string;
  confirmation_code: string;
  scheduled_start_time: string;
  scheduled_end_time: string;
  status: string;
  carrier: string | null;
  dock: string | null;
  order_info: { reference_id: string }[];
};

export async function signIn(page: Page, email = "staff@dockside.test") {
  await page.goto("/signin");
  await new SignInPage(page).signIn(email, "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

export const localDate = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toISODate()!;

/** A facility's appointments from `start` for `days` days, as the API lists them. */
export async function listed(
  request: APIRequestContext,
  facility: { id: string },
  start: string,
  days = 1,
): Promise<Listed[]> {
  const res = await request.post("/api/service.v1.get_facility_appointments", {
    data: {
      facility_id: facility.id,
      start,
      end: DateTime.fromISO(start)
        .plus({ days: days - 1 })
        .toISODate(),
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Listed[];
}

/** The first coming day (not today) on which the demo booked a truck at `at` local time. */
export async function demoDayWith(
  request: APIRequestContext,
  facility: { id: string; zone: string },
  at: string,
) {
  const tomorrow = DateTime.now().setZone(facility.zone).plus({ days: 1 }).toISODate()!;
  const found = (await listed(request, facility, tomorrow, 8)).find(
    (a) => DateTime.fromISO(a.scheduled_start_time, { zone: facility.zone }).toFormat("HH:mm") === at,
  );
  if (!found) throw new Error(`no demo appointment at ${at} in the coming week`);
  return localDate(found.scheduled_start_time, facility.zone);
}

export const test = base.extend<{
  calendar: CalendarPage;
  chicago: { id: string; zone: string };
  berlin: { id: string; zone: string };
  tag: string;
}>({
  calendar: async ({ page }, provide) => {
    await signIn(page);
    await provide(new CalendarPage(page));
  },
  chicago: async ({ page, calendar }, provide) => {
    void calendar; // signed in first
    await provide({ id: await facilityId(page.request, CHICAGO.name), zone: CHICAGO.zone });
  },
  berlin: async ({ page, calendar }, provide) => {
    void calendar;
    await provide({ id: await facilityId(page.request, BERLIN.name), zone: BERLIN.zone });
  },
  tag: async ({}, provide) => provide(randomUUID().slice(0, 6).toUpperCase()),
});

export { expect };
