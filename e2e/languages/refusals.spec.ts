// The refusals of a facility's rules in German and Polish on a phone: every reason a day's times are not
// offered (docks closed, kept for another company, a limit reached, every dock booked, the facility closed,
// too far ahead) in the reader's own words, made from the refusal's reason, cause and values; and an API
// whose English messages are reworded leaves the German booking form's reasons as they were (the screens
// never read a message).
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { DateTime } from "luxon";
import { SignInPage } from "../pages/sign-in-page";
import { DESKTOP, PHONE, expect, expectAccessible, screenshots, test } from "../support";
import { expectFits, useLanguage as readIn } from "./fit";

const ZONE = "America/Chicago";

type Setup = { id: string; name: string; slug: string; day: string; closed: string; far: string };

/**
 * Two docks open 08:00–17:00; on `day`: both closed 08:00–09:00 (door repair), kept for a company 09:00–10:00,
 * two trucks 10:00–11:30 under an hourly limit of two; the day after is a closed date, and the facility
 * books three days ahead.
 */
async function makeFacility(admin: APIRequestContext): Promise<Setup> {
  const tag = randomUUID().slice(0, 6);
  const name = `Refusals DC ${tag}`;
  const both = ["Inbound", "Outbound"];
  const made = await admin.post("/api/service.v1.create_facility", {
    data: {
      name,
      time_zone: ZONE,
      open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        periods: [{ start: "08:00", end: "17:00" }],
      })),
      instant_booking: true,
      accepts_carrier_bookings: true,
      public_booking: "requests",
      slot_step_minutes: 30,
      buffer_minutes: 0,
      min_notice_minutes: 0,
      docks: [
        { name: "Dock 4", directions: both },
        { name: "Dock 5", directions: both },
      ],
      load_types: [{ name: "Pallets", directions: both, duration_minutes: 30 }],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const f = (await made.json()) as { id: string; slug: string; docks: { id: string }[] };
  const companies = await admin.post("/api/service.v1.list_carrier_companies", { data: {} });
  expect(companies.ok(), await companies.text()).toBe(true);
  const company = ((await companies.json()) as { companies: { id: string }[] }).companies[0].id;
  const start = DateTime.now().setZone(ZONE).plus({ days: 2 }).startOf("day");
  const day = start.toISODate()!;
  const at = (hm: string) => DateTime.fromISO(`${day}T${hm}`, { zone: ZONE }).toUTC().toISO()!;
  const rules = await admin.post("/api/service.v1.update_facility_settings", {
    data: {
      facility_id: f.id,
      horizon_days: 3,
      closed_dates: [{ date: start.plus({ days: 1 }).toISODate()! }],
      caps: [{ scope: "facility", period: "hour", max_appointments: 2 }],
      dock_closures: [{ dock_ids: [], start: at("08:00"), end: at("09:00"), reason: "Torreparatur" }],
      holds: [
        {
          label: "Acme",
          dock_ids: f.docks.map((d) => d.id),
          weekdays: [start.weekday],
          start: "09:00",
          end: "10:00",
          carrier_company_ids: [company],
        },
      ],
    },
  });
  expect(rules.ok(), await rules.text()).toBe(true);
  for (const n of [1, 2]) await bookAt(admin, f.id, at("10:00"), at("11:30"), `PO-RIVAL-${tag}-${n}`);
  return {
    id: f.id,
    name,
    slug: f.slug,
    day,
    closed: start.plus({ days: 1 }).toISODate()!,
    far: start.plus({ days: 2 }).toISODate()!,
  };
}

async function bookAt(
  admin: APIRequestContext,
  facility: string,
  start: string,
  end: string,
  reference: string,
) {
  const res = await admin.post("/api/service.v1.request_facility_appointment", {
    data: {
      facility_id: facility,
      type: "Inbound",
      scheduled_start_time: start,
      scheduled_end_time: end,
      carrier: "Rival Freight",
      carrier_phone: "+1 312 555 0142",
      quantity: 10,
      units: "Pallets",
      order_info: [{ reference_id: reference }],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const WORDS = {
  de: {
    reasons: "Warum andere Zeiten nicht buchbar sind",
    closed: /08:00–09:00 · Dock 4, Dock 5 geschlossen: Torreparatur/,
    held: "09:00–10:00 · Die Rampen sind dann reserviert für Acme",
    cap: "10:00–11:00 · Das Stundenlimit des Standorts von 2 Terminen ist erreicht",
    busy: "11:00–11:30 · Alle Rampen sind belegt",
    facilityClosed: "Der Standort ist an diesem Tag geschlossen",
    tooFar: /Zu weit im Voraus: Der Standort nimmt Buchungen bis .+ an/,
  },
  pl: {
    reasons: "Dlaczego inne godziny są niedostępne",
    closed: /08:00–09:00 · Dock 4, Dock 5: zamknięte \(Torreparatur\)/,
    held: "09:00–10:00 · Rampy są wtedy zarezerwowane dla: Acme",
    cap: "10:00–11:00 · Osiągnięto godzinowy limit obiektu: 2 awizacje",
    busy: "11:00–11:30 · Wszystkie rampy są zajęte",
    facilityClosed: "Obiekt jest tego dnia zamknięty",
    tooFar: /Za daleko naprzód: obiekt przyjmuje rezerwacje do .+/,
  },
} as const;

async function signedInAdmin(page: Page) {
  await page.goto("/signin");
  await new SignInPage(page).signIn("admin@dockside.test", "dockside");
  await expect(page).toHaveURL(/\/calendar/);
}

test("German and Polish say every refusal of the rules in their own words on a phone", async ({
  browser,
}) => {
  const staff = await browser.newContext({ viewport: DESKTOP, timezoneId: ZONE });
  const admin = await staff.newPage();
  await signedInAdmin(admin);
  const f = await makeFacility(admin.request);
  await staff.close();

  for (const locale of ["de", "pl"] as const) {
    const context = await browser.newContext({ viewport: PHONE, timezoneId: ZONE });
    await readIn(context, locale);
    const page = await context.newPage();
    const words = WORDS[locale];
    const reasons = page.getByRole("list", { name: words.reasons });

    await page.goto(`/f/${f.slug}?day=${f.day}`);
    await expect(reasons).toContainText(words.closed);
    await expect(reasons).toContainText(words.held);
    await expect(reasons).toContainText(words.cap);
    await expect(reasons).toContainText(words.busy);
    // No English sentence of the API reaches the page.
    await expect(reasons).not.toContainText(/closed|kept for|is reached|booked/);
    await expectFits(page, `refusals-day-${locale}`);
    await expectAccessible(page);

    await page.goto(`/f/${f.slug}?day=${f.closed}`);
    await expect(reasons).toContainText(words.facilityClosed);
    await page.goto(`/f/${f.slug}?day=${f.far}`);
    await expect(reasons).toContainText(words.tooFar);
    await expectFits(page, `refusals-far-${locale}`);
    await context.close();
  }
});

/** Answers the browser's calls to `operation` with the server's own answer, every English message reworded. */
async function rewordMessages(page: Page, operation: string) {
  await page.route(`**/api/service.v1.${operation}`, async (route: Route) => {
    const res = await route.fetch();
    const reword = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reword)
        : v && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v).map(([k, x]) => [
                k,
                k === "message" ? "Reworded by the API team" : reword(x),
              ]),
            )
          : v;
    await route.fulfill({ response: res, json: reword(await res.json()) });
  });
}

test("an API that rewords its messages leaves the German booking form unchanged", async ({
  page,
  context,
  carrier,
  browser,
}) => {
  expect(carrier.company).toBeTruthy();
  const staff = await browser.newContext({ viewport: DESKTOP, timezoneId: ZONE });
  const admin = await staff.newPage();
  await signedInAdmin(admin);
  const f = await makeFacility(admin.request);

  await readIn(context, "de");
  await rewordMessages(page, "get_facility_availability");
  await page.setViewportSize(PHONE);
  await page.goto("/book");
  await page.getByLabel("Nach Standortname oder Adresse suchen", { exact: true }).fill(f.name);
  await page.getByRole("button", { name: new RegExp(f.name) }).click();
  await expect(page.getByTestId("selected-facility")).toHaveText(f.name);
  await page.locator(`label:has(input[name="day"][value="${f.day}"])`).click();
  const reasons = page.getByRole("list", { name: WORDS.de.reasons });
  await expect(reasons).toContainText(WORDS.de.closed);
  await expect(reasons).toContainText(WORDS.de.held);
  await expect(reasons).toContainText(WORDS.de.cap);
  await expect(reasons).toContainText(WORDS.de.busy);
  await expect(page.getByText("Reworded by the API team")).toHaveCount(0);

  await staff.close();
  await expectAccessible(page);
  await screenshots(page, "refusals-reworded-de", ["phone", "tablet", "desktop"]);
});
