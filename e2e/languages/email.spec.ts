// A carrier books through a facility's public link with the page in Spanish, and the confirmation that lands
// in the mailbox (a real SMTP server, e2e/mailbox.ts) is in Spanish, its calendar invitation too (read with
// ical.js). The form is driven by its fields' names, not their words, so the spec holds whatever language
// the page's own words are in.
import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import ICAL from "ical.js";
import { waitForMail } from "../mailbox";
import { PHONE } from "../support";
import { useLanguage } from "./fit";

test.use({ viewport: PHONE });

test("a booking made on the public link in Spanish is confirmed by e-mail in Spanish", async ({
  page,
  context,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `es-${tag}@transportes.test`;
  await useLanguage(context, "es");
  await page.goto("/f/chicago-cross-dock");
  // The facility's own name for its load type: its words, in no language of ours.
  await page.getByRole("link", { name: "Dry goods" }).click();
  await page.locator('a[href*="day="]:not(.border-dashed)').nth(2).click();
  await page.getByTestId("slots").getByRole("link").first().click();
  await page.locator("#carrier").fill(`Transportes Ruiz ${tag}`);
  await page.locator("#carrier_email").fill(email);
  await page.locator("#carrier_phone").fill("+1 312 555 0190");
  await page.locator("#references").fill(`PO-${tag}`);
  await page.locator("#quantity").fill("12");
  await page.locator('form button[type="submit"]').click();

  await expect(page).toHaveURL(/\/a\/[A-Za-z0-9_-]{43}\?booked=1$/);
  const code = (await page.getByTestId("code").textContent())!;
  const mail = await waitForMail(
    email,
    new RegExp(`^Confirmada: (Entrega en|Recogida en) Chicago Cross-Dock, .*\\(${code}\\)`),
  );
  expect(mail.text).toContain("Su cita de muelle está reservada.");
  expect(mail.text).toContain(`Código de confirmación: ${code}`);
  expect(mail.text).toContain("Carga: 12 palés");
  expect(mail.text).toMatch(/Cuándo: \S+, \d+ de \S+ de \d{4}/);
  expect(mail.html).toContain('<html lang="es">');

  const file = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(file, "a text/calendar attachment").toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  expect(event.summary).toMatch(new RegExp(`^(Entrega en|Recogida en) Chicago Cross-Dock.*\\(${code}\\)$`));
  expect(event.description).toContain(`Código de confirmación: ${code}`);
  expect(event.description).toContain("Hora de la instalación: ");
  const alarm = event.component.getFirstSubcomponent("valarm");
  expect(alarm?.getFirstPropertyValue("description")).toBe("Cita de muelle");
});
