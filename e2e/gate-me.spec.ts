// The gate on the driver's own phone (/gate/<slug>/me, the QR on the facility's sign), at 390 px in English
// and Spanish: no tablet and no account. A booked truck checks in by its code and is told its door, also
// after a reload; a truck without an appointment asks for a visit (with the texts consent box) that staff
// see in Requests and approve, and the phone then checks it in; the panel shows the driver's texts; wrong
// codes are refused, then limited; a facility whose public link is off reads as a slug that names none.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./test";
import { bookFreeSlot, facilityId } from "./api";
// Named so: a browser context's cookie, not a React hook.
import { useLanguage as readIn } from "./languages/fit";
import { CalendarPage } from "./pages/calendar-page";
import { CHICAGO, staffPage } from "./pages/gate-tablet";
import { SignInPage } from "./pages/sign-in-page";
import { signIn } from "./staff";
import { expectAccessible, PHONE, screenshots, untilHydrated } from "./support";

const WORDS = {
  en: {
    heading: "Check in at the gate",
    code: "Confirmation code or reference number",
    checkIn: "Check in",
    checkedIn: "You are checked in",
    goTo: /Go to Dock|Go to Door/,
    notFound: "We cannot find that code here",
    tooMany: /Too many wrong codes from this phone\. Try again in 10 minutes/,
    workIn: "No appointment? Register here",
    company: "Company",
    reference: "Reference (PO or load number)",
    plate: /^Truck or trailer plate/,
    phone: "Phone number",
    consent: /Text me about this visit/,
    send: "Send to the office",
    sent: "Request sent",
    wait: "Please wait",
    explain: "This page checks trucks in on the facility's gate tablet.",
    texts: "Texts to the driver",
    textBox: "Text the driver",
    sendText: "Send text",
    kept: "Kept, not sent",
    approve: "Approve",
  },
  es: {
    heading: "Regístrese en la entrada",
    code: "Código de confirmación o número de referencia",
    checkIn: "Registrar llegada",
    checkedIn: "Llegada registrada",
    goTo: /Vaya a/,
    notFound: "No encontramos ese código aquí",
    tooMany: /Demasiados códigos incorrectos desde este teléfono\. Vuelva a intentarlo dentro de 10 minutos/,
    workIn: "¿Sin cita? Regístrese aquí",
    company: "Empresa",
    reference: "Referencia (n.º de pedido o de carga)",
    plate: /^Matrícula del camión o del remolque/,
    phone: "Teléfono",
    consent: /Envíenme SMS sobre esta visita/,
    send: "Enviar a la oficina",
    sent: "Solicitud enviada",
    wait: "Espere, por favor",
    explain: "Esta página registra la llegada de camiones en la tableta de la entrada del centro.",
    texts: "Mensajes al conductor",
    textBox: "Escribir al conductor",
    sendText: "Enviar mensaje",
    kept: "Guardado, no enviado",
    approve: "Aprobar",
  },
} as const;

/** A driver's phone in `locale`, with no account and no gate device, at the gate page of `slug`. */
async function driverPhone(browser: Browser, locale: string, slug = CHICAGO.slug): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: "en-US" });
  await readIn(context, locale);
  const phone = await context.newPage();
  await phone.goto(`/gate/${slug}/me`);
  await untilHydrated(phone);
  return phone;
}

/** An admin's browser page, signed in: the staff of every facility, the test's own yards too. */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, "admin@dockside.test");
  return page;
}

/** A facility in Chicago's zone and country, open all day every day, whose public link (and so its gate) is on. */
async function openYard(admin: Page, tag: string): Promise<{ id: string; slug: string }> {
  const slug = `open-yard-${tag.toLowerCase()}`;
  const made = await admin.request.post("/api/service.v1.create_facility", {
    data: {
      name: `Open Yard ${tag}`,
      time_zone: CHICAGO.zone,
      country: "US",
      slug,
      open_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        periods: [{ start: "00:00", end: "24:00" }],
      })),
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { id } = (await made.json()) as { id: string };
  const on = await admin.request.post("/api/service.v1.update_facility_settings", {
    data: { facility_id: id, public_booking: "requests" },
  });
  expect(on.ok(), await on.text()).toBe(true);
  return { id, slug };
}

/** The page's width against the phone's: nothing may scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

for (const locale of ["en", "es"] as const) {
  const w = WORDS[locale];

  test.describe(`in ${locale}`, () => {
    test("a booked driver checks in by code on their own phone and is told the door, also after a reload", async ({
      browser,
    }) => {
      const staff = await staffPage(browser);
      const chicago = { id: await facilityId(staff.request, CHICAGO.name), zone: CHICAGO.zone };
      const tag = randomUUID().slice(0, 6).toUpperCase();
      const booked = await bookFreeSlot(staff.request, chicago, {
        daysAhead: 1,
        carrier: `Phone ${tag}`,
        reference: `PO-${tag}`,
      });

      const phone = await driverPhone(browser, locale);
      await expect(phone.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
      await expect(phone.getByText(CHICAGO.name)).toBeVisible();
      await expectAccessible(phone);
      await expectNoSidewaysScroll(phone);
      await screenshots(phone, `gate-me-start-${locale}`, ["phone"]);

      await phone.getByLabel(w.code).fill(booked.confirmation_code.toLowerCase());
      await phone.getByRole("button", { name: w.checkIn, exact: true }).click();
      await expect(phone.getByRole("heading", { name: w.checkedIn })).toBeVisible();
      await expect(phone.getByTestId("next-step")).toContainText(w.goTo);
      await expectAccessible(phone);
      await expectNoSidewaysScroll(phone);
      await screenshots(phone, `gate-me-door-${locale}`, ["phone"]);
      const status = await staff.request.post("/api/service.v1.get_facility_appointment", {
        data: { id: booked.id },
      });
      expect(((await status.json()) as { status: string }).status).toBe("Arrived");

      // A reload: the same truck, as it stands now.
      await phone.reload();
      await expect(phone.getByTestId("next-step")).toContainText(w.goTo);
      await expect(phone.getByTestId("gate-result")).toContainText(booked.confirmation_code);
    });

    test("a truck without an appointment asks for a visit on the phone, staff approve it in Requests, the phone checks it in", async ({
      browser,
    }) => {
      const tag = randomUUID().slice(0, 6).toUpperCase();
      // A yard of the test's own, open day and night: a visit is put on a free door under the facility's
      // rules, and the demo's docks at this hour may all be taken by the suite's other trucks.
      const staff = await adminPage(browser);
      const yard = await openYard(staff, tag);
      const phone = await driverPhone(browser, locale, yard.slug);
      await phone.getByRole("button", { name: w.workIn }).click();
      await phone.getByLabel(w.company).fill(`Walk-Up ${tag}`);
      await phone.getByLabel(w.reference).fill(`LOAD-${tag}`);
      await phone.getByLabel(w.plate).fill(`IL ${tag}`);
      await phone.getByLabel(w.phone, { exact: true }).fill("(312) 555-0142");
      const consent = phone.getByRole("checkbox", { name: w.consent });
      await consent.scrollIntoViewIfNeeded();
      await expect(consent).toBeInViewport();
      await expect(consent).not.toBeChecked();
      await consent.check();
      await expectAccessible(phone);
      await expectNoSidewaysScroll(phone);
      await screenshots(phone, `gate-me-visit-${locale}`, ["phone"]);
      await phone.getByRole("button", { name: w.send }).click();
      await expect(phone.getByRole("heading", { name: w.sent })).toBeVisible();
      await expect(phone.getByTestId("next-step")).toContainText(w.wait);
      await expectAccessible(phone);
      await screenshots(phone, `gate-me-wait-${locale}`, ["phone"]);
      const code = (await phone.getByTestId("gate-result").locator(".font-mono").first().innerText()).trim();

      // Staff, on a phone in the same language, see it in Requests with the company and reference.
      await readIn(staff.context(), locale);
      await staff.setViewportSize(PHONE);
      await staff.goto("/requests");
      const request = staff.locator(`[data-request="${code}"]`);
      await expect(request).toContainText(`Walk-Up ${tag}`);
      await expect(request).toContainText(`LOAD-${tag}`);
      await expectAccessible(staff);
      await expectNoSidewaysScroll(staff);
      await screenshots(staff, `gate-me-requests-${locale}`, ["phone"]);
      await request.getByRole("button", { name: w.approve }).click();
      await expect(request).toHaveCount(0);

      // The phone looks for news on its own: approved, then checked in, with the door.
      await expect(phone.getByRole("heading", { name: w.checkedIn })).toBeVisible({ timeout: 30_000 });
      await expect(phone.getByTestId("next-step")).toContainText(w.goTo);

      // The panel's texts, at 390 px: the driver agreed, so staff may text them; kept, as no SMS_URL is set.
      const calendar = new CalendarPage(staff);
      const seen = await staff.request.post("/api/service.v1.get_facility_appointments", {
        data: {
          facility_id: yard.id,
          start_created_at: new Date(Date.now() - 3_600_000).toISOString(),
          end_created_at: new Date(Date.now() + 60_000).toISOString(),
        },
      });
      const mine = (
        (await seen.json()) as {
          confirmation_code: string;
          scheduled_start_time: string;
          carrier_driver_phone: string;
          trailer_number: string;
        }[]
      ).find((a) => a.confirmation_code === code)!;
      expect(mine).toMatchObject({ carrier_driver_phone: "+13125550142", trailer_number: `IL ${tag}` });
      const day = new Date(mine.scheduled_start_time).toLocaleDateString("en-CA", { timeZone: CHICAGO.zone });
      await calendar.goto({ facility: yard.id, date: day });
      await calendar.open(code);
      const box = calendar.panel.getByLabel(w.textBox);
      await box.scrollIntoViewIfNeeded();
      await box.fill(`Dock crew ready ${tag}`);
      await calendar.panel.getByRole("button", { name: w.sendText }).click();
      const texts = calendar.panel.getByRole("list", { name: w.texts });
      await expect(texts).toContainText(`Dock crew ready ${tag}`);
      await expect(texts).toContainText(w.kept);
      await texts.scrollIntoViewIfNeeded();
      await expectAccessible(staff);
      await expectNoSidewaysScroll(staff);
      await screenshots(staff, `gate-me-panel-texts-${locale}`, ["phone"]);
    });

    test("wrong codes are refused, then limited for this phone; a facility whose link is off reads as none", async ({
      page,
      browser,
    }) => {
      // A facility of its own: its wrong-code counts start at nothing on every run.
      await page.goto("/signin");
      await new SignInPage(page).signIn("admin@dockside.test", "dockside");
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      const tag = randomUUID().slice(0, 8);
      const made = await page.request.post("/api/service.v1.create_facility", {
        data: { name: `Phone Yard ${tag}`, time_zone: "America/Chicago", slug: `phone-yard-${tag}` },
      });
      expect(made.ok(), await made.text()).toBe(true);
      const id = ((await made.json()) as { id: string }).id;

      // Its public link is off: the phone's page is the one a slug that names nothing gets.
      const stranger = await (await browser.newContext({ viewport: PHONE })).newPage();
      await readIn(stranger.context(), locale);
      const seen = async (path: string) => {
        const res = await stranger.goto(path);
        // Both pages as their script leaves them: before it, the language switcher shows its button.
        await untilHydrated(stranger);
        return { status: res?.status(), text: await stranger.locator("body").innerText() };
      };
      const off = await seen(`/gate/phone-yard-${tag}/me`);
      expect(off).toEqual(await seen(`/gate/no-such-yard-${tag}/me`));
      expect(off.text).not.toContain("Phone Yard");
      await expect(stranger.getByText(w.explain)).toBeVisible();
      await expectAccessible(stranger);

      const on = await page.request.post("/api/service.v1.update_facility_settings", {
        data: { facility_id: id, public_booking: "requests" },
      });
      expect(on.ok(), await on.text()).toBe(true);
      const phone = await driverPhone(browser, locale, `phone-yard-${tag}`);
      const field = phone.getByLabel(w.code);
      const problem = phone.locator("#gate-problem");
      await field.fill("WRONG234");
      await phone.getByRole("button", { name: w.checkIn, exact: true }).click();
      await expect(problem).toContainText(w.notFound);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(phone);
      await screenshots(phone, `gate-me-wrong-${locale}`, ["phone"]);
      // The allowance of a tablet (10 in ten minutes): the 11th try is refused with the wait.
      for (let i = 0; i < 9; i++) {
        await field.fill(`WRONG${300 + i}`);
        const answered = phone.waitForResponse((r) => r.url().includes("phone_gate_check_in"));
        await phone.getByRole("button", { name: w.checkIn, exact: true }).click();
        expect((await answered).status()).toBe(404);
      }
      await field.fill("WRONG999");
      await phone.getByRole("button", { name: w.checkIn, exact: true }).click();
      await expect(problem).toContainText(w.tooMany);
      await expectAccessible(phone);
      await expectNoSidewaysScroll(phone);
      await screenshots(phone, `gate-me-limited-${locale}`, ["phone"]);
    });
  });
}
