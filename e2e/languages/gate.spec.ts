// The gate tablet in the driver's language: a device set to Spanish checks a
// driver in end to end in Spanish, and the next driver reads the device's
// language again after another driver tapped theirs; the gate screens in
// German and Polish fit a phone and show at the tablet's own size.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { expect, test } from "../test";
import { bookFreeSlot, facilityId } from "../api";
import { E2E_DATABASE_FILE } from "../env";
import { CHICAGO, gateTablet, staffPage } from "../pages/gate-tablet";
import { screenshots } from "../support";
import { expectFits } from "./fit";

type Statement = { run(...values: unknown[]): unknown };
// better-sqlite3 is the Prisma adapter's own dependency, not ours: load the adapter's copy.
const adapterRequire = createRequire(
  createRequire(import.meta.url).resolve("@prisma/adapter-better-sqlite3"),
);
const Sqlite = adapterRequire("better-sqlite3") as new (file: string) => {
  prepare(sql: string): Statement;
  close(): void;
};

/** The booked appointment moved to start `minutes` from now: the API books no times this close. */
function startsIn(id: string, minutes: number) {
  const at = (d: Date) => d.toISOString().replace("Z", "+00:00");
  const start = new Date(Date.now() + minutes * 60_000);
  const db = new Sqlite(E2E_DATABASE_FILE);
  db.prepare(
    "UPDATE appointments SET scheduled_start = ?, scheduled_end = ?, updated_at = ? WHERE id = ?",
  ).run(at(start), at(new Date(start.getTime() + 60 * 60_000)), at(new Date()), id);
  db.close();
}

test("a driver checks in in Spanish; the next driver reads the device's language again", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const chicago = { id: await facilityId(staff.request, CHICAGO.name), zone: CHICAGO.zone };
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const booked = await bookFreeSlot(staff.request, chicago, {
    daysAhead: 1,
    carrier: `Es ${tag}`,
    reference: `ES-${tag}`,
  });
  startsIn(booked.id, 30);

  // A Spanish device: a Spanish driver checks in by code, all in Spanish.
  const gate = await gateTablet(browser, staff, chicago.id, { locale: "es" });
  await expect(gate.locator("html")).toHaveAttribute("lang", "es");
  await expect(gate.getByRole("heading", { level: 1, name: "Regístrese en la entrada" })).toBeVisible();
  await expect(gate.getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
  await gate.getByLabel("Código de confirmación o número de referencia").fill(booked.confirmation_code);
  await gate.getByRole("button", { name: "Registrar llegada" }).click();
  await expect(gate.getByRole("heading", { name: "Llegada registrada" })).toBeVisible();
  await expect(gate.getByTestId("punctuality")).toHaveText(/^Llega \d+ minutos antes\.$/);
  await expect(gate.getByTestId("next-step")).toContainText(/Vaya a|Espere en el patio/);
  await screenshots(gate, "gate-es-checked-in", ["phone", "tablet"]);
  await gate.getByRole("button", { name: "Listo: siguiente conductor" }).click();
  await expect(gate.getByRole("heading", { level: 1, name: "Regístrese en la entrada" })).toBeVisible();

  // A German driver taps Deutsch: one tap, the screen in German; the check-in done, the device's Spanish again.
  const second = await bookFreeSlot(staff.request, chicago, {
    daysAhead: 1,
    carrier: `De ${tag}`,
    reference: `DE-${tag}`,
  });
  startsIn(second.id, 10);
  const deutsch = gate.getByRole("button", { name: "Deutsch" });
  expect((await deutsch.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await deutsch.click();
  await expect(gate.getByRole("heading", { level: 1, name: "Check-in am Tor" })).toBeVisible();
  await expect(deutsch).toHaveAttribute("aria-pressed", "true");
  await gate.getByLabel("Bestätigungscode oder Referenznummer").fill(second.confirmation_code);
  await gate.getByRole("button", { name: "Einchecken" }).click();
  await expect(gate.getByRole("heading", { name: "Sie sind eingecheckt" })).toBeVisible();
  await gate.getByRole("button", { name: "Fertig: nächster Fahrer" }).click();
  await expect(gate.getByRole("heading", { level: 1, name: "Regístrese en la entrada" })).toBeVisible();
  await gate.reload();
  await expect(gate.locator("html")).toHaveAttribute("lang", "es");
});

const WORDS = {
  de: { heading: "Check-in am Tor", workIn: "Kein Termin? Hier anmelden", noAppointment: "Kein Termin" },
  pl: {
    heading: "Odprawa na bramie",
    workIn: "Brak awizacji? Zgłoś się tutaj",
    noAppointment: "Brak awizacji",
  },
} as const;

test("the gate screens fit a phone in German and Polish, and show at the tablet's size", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const chicago = await facilityId(staff.request, CHICAGO.name);
  for (const locale of ["de", "pl"] as const) {
    const words = WORDS[locale];
    const gate = await gateTablet(browser, staff, chicago, { locale });
    await expect(gate.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
    await expectFits(gate, `gate-start-${locale}`);
    await screenshots(gate, `gate-start-${locale}`, ["tablet"]);
    // Not found, in this language.
    await gate.locator("#gate-code").fill("WRONG234");
    await gate.locator("form button[type=submit]").click();
    await expect(gate.locator("#gate-problem")).toBeVisible();
    await expectFits(gate, `gate-not-found-${locale}`);
    await gate.getByRole("button", { name: words.workIn }).click();
    await expect(gate.getByRole("heading", { name: words.noAppointment })).toBeVisible();
    await expectFits(gate, `gate-work-in-${locale}`);
    await screenshots(gate, `gate-work-in-${locale}`, ["tablet"]);
    await gate.context().close();
  }
});

test("past the device's wrong-code allowance, the gate says so in Polish with the wait", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const chicago = await facilityId(staff.request, CHICAGO.name);
  const gate = await gateTablet(browser, staff, chicago, { locale: "pl" });
  const problem = gate.locator("#gate-problem");
  // A new device: ten wrong codes in ten minutes are allowed (lib/gate/wrong-codes.ts), the eleventh is refused.
  const tryCode = async (code: string) => {
    await gate.locator("#gate-code").fill(code);
    const answered = gate.waitForResponse((r) => r.url().endsWith("/api/service.v1.gate_check_in"));
    await gate.locator("form button[type=submit]").click();
    return (await answered).status();
  };
  for (let i = 0; i < 10; i++) expect(await tryCode(`WRONG${i}X`)).toBe(404);
  await expect(problem).toContainText("Nie znajdujemy tu tego kodu");
  expect(await tryCode("WRONGLAST")).toBe(429);
  // Polish counts minutes in three forms: 1 minutę, 2-4 minuty, 5 and more minut.
  await expect(problem).toContainText(
    /^Zbyt wiele błędnych kodów na tym tablecie\. Spróbuj ponownie za 10 minut albo/,
  );
  await expectFits(gate, "gate-too-many-pl");
  await staff.context().close();
  await gate.context().close();
});
