// The driver's consent to texts in the forms staff and carriers fill in themselves, at phone width, in
// English, German and Spanish: the box is never ticked for the driver, waits for the driver's phone, and the
// booking keeps the number. The calendar's panel then shows that number as people write it.
import { BookingPage } from "./pages/booking-page";
import { CHICAGO, expect, test as staffTest } from "./staff";
import { useLanguage } from "./languages/fit";
import { expect as carrierExpect, expectAccessible, PHONE, screenshots, test } from "./support";

const WORDS = {
  en: {
    search: "Search by facility name or address",
    driverPhone: "Driver's phone",
    consent: /The driver agrees to get texts about this appointment on this phone \(reply STOP to end them\)/,
    needsPhone: "Enter the driver's phone to ask for texts.",
    openWorkIn: "Record work-in",
    workIn: "Record a work-in",
    carrier: "Carrier",
    record: "Record work-in",
    textsTitle: "Texts to the driver",
    textLabel: "Text the driver",
    send: "Send text",
    kept: "To the driver",
  },
  de: {
    search: "Nach Standortname oder Adresse suchen",
    driverPhone: "Telefon des Fahrers",
    consent:
      /Der Fahrer ist einverstanden, SMS zu diesem Termin an dieses Telefon zu bekommen \(Antwort STOPP/,
    needsPhone: "Geben Sie zuerst das Telefon des Fahrers ein, damit er SMS bekommen kann.",
    openWorkIn: "Ungeplante Ankunft erfassen",
    workIn: "Ungeplante Ankunft erfassen",
    carrier: "Spediteur",
    record: "Ankunft erfassen",
    textsTitle: "SMS an den Fahrer",
    textLabel: "SMS an den Fahrer",
    send: "SMS senden",
    kept: "An den Fahrer",
  },
  es: {
    search: "Buscar por nombre o dirección de la instalación",
    driverPhone: "Teléfono del conductor",
    consent:
      /El conductor acepta recibir SMS sobre esta cita en este teléfono \(responda BAJA para dejarlos\)/,
    needsPhone: "Escriba primero el teléfono del conductor para que pueda recibir SMS.",
    openWorkIn: "Registrar llegada sin cita",
    workIn: "Registrar una llegada sin cita",
    carrier: "Transportista",
    record: "Registrar llegada",
    textsTitle: "Mensajes al conductor",
    textLabel: "Escribir al conductor",
    send: "Enviar mensaje",
    kept: "Al conductor",
  },
} as const;

for (const locale of ["en", "de", "es"] as const) {
  const words = WORDS[locale];

  test.describe(`in ${locale}`, () => {
    test.use({ viewport: PHONE });

    test("the booking form asks for the driver's phone, and the box to text it waits for the number unticked", async ({
      page,
      context,
      carrier,
    }) => {
      carrierExpect(carrier.company).toBeTruthy();
      await useLanguage(context, locale);
      const booking = new BookingPage(page);
      await booking.goto();
      await page.getByLabel(words.search, { exact: true }).fill(CHICAGO.name);
      await page.getByRole("button", { name: new RegExp(CHICAGO.name) }).click();
      const consent = page.getByRole("checkbox", { name: words.consent });
      await consent.scrollIntoViewIfNeeded();
      await carrierExpect(consent).toBeDisabled();
      await carrierExpect(consent).not.toBeChecked();
      await carrierExpect(page.getByText(words.needsPhone)).toBeVisible();

      await page.getByLabel(new RegExp(`^${words.driverPhone}`)).fill("(312) 555-0142");
      await carrierExpect(consent).toBeEnabled();
      await carrierExpect(consent).not.toBeChecked();
      await carrierExpect(page.getByText(words.needsPhone)).toHaveCount(0);
      await consent.check();
      await carrierExpect(consent).toBeInViewport();
      await expectAccessible(page);
      await screenshots(page, `booking-driver-consent-${locale}`, ["phone", "tablet", "desktop"]);
      await page.setViewportSize(PHONE);
      // Taking the number away takes the box's yes with it.
      await page.getByLabel(new RegExp(`^${words.driverPhone}`)).fill("");
      await carrierExpect(consent).toBeDisabled();
      await expectAccessible(page);
      if (locale !== "en") return;

      // Booked with the number and the box ticked: the appointment keeps the number as texts go to it.
      await page.getByLabel(new RegExp(`^${words.driverPhone}`)).fill("(312) 555-0142");
      await consent.check();
      await booking.chooseType("Inbound");
      await booking.chooseLoadType("Dry goods (60 min)");
      await booking.chooseSlot({ day: 1, slot: 1 });
      await booking.fillDetails({ phone: "+1 (312) 555-0199", references: ["PO-SMS-1"], quantity: "4" });
      await page.getByLabel(/^Seal number/).fill("SL-1");
      await booking.submit();
      await page.waitForURL(/\/appointments\/[0-9a-f-]+\?booked=1/);
      const id = new URL(page.url()).pathname.split("/").pop();
      const saved = await page.request.post("/api/service.v1.get_facility_appointment", { data: { id } });
      carrierExpect((await saved.json()).carrier_driver_phone).toBe("+13125550142");
    });
  });

  staffTest.describe(`staff in ${locale}`, () => {
    staffTest.use({ viewport: PHONE });

    staffTest(
      "the calendar's work-in takes the driver's phone with the box unticked, and the panel shows the number as people write it",
      async ({ page, context, calendar, chicago, tag }) => {
        await useLanguage(context, locale);
        await calendar.goto({ facility: chicago.id });
        await page.getByRole("button", { name: words.openWorkIn, exact: true }).click();
        const form = page.getByRole("form", { name: words.workIn });
        const consent = form.getByRole("checkbox", { name: words.consent });
        await expect(consent).toBeDisabled();
        await expect(consent).not.toBeChecked();
        await form.getByLabel(words.carrier, { exact: true }).fill(`Texted Haulers ${tag}`);
        await form.getByLabel(new RegExp(`^${words.driverPhone}`)).fill("312 555 0142");
        await expect(consent).toBeEnabled();
        await expect(consent).not.toBeChecked();
        await consent.check();
        await consent.scrollIntoViewIfNeeded();
        await expect(consent).toBeInViewport();
        await expectAccessible(page);
        await screenshots(page, `work-in-driver-consent-${locale}`, ["phone", "tablet", "desktop"]);
        await page.setViewportSize(PHONE);
        await form.getByRole("button", { name: words.record, exact: true }).click();
        const number = calendar.panel.getByRole("link", { name: "(312) 555-0142", exact: true });
        await expect(number).toBeVisible();
        await expect(number).toHaveAttribute("href", "tel:+13125550142");

        // Staff text the driver from the panel; without SMS_URL the text is kept and listed, in the page's words.
        await calendar.panel
          .getByRole("textbox", { name: words.textLabel, exact: true })
          .fill("Door 2 is free, come in.");
        await calendar.panel.getByRole("button", { name: words.send, exact: true }).click();
        const texts = calendar.panel.getByRole("list", { name: words.textsTitle });
        await expect(
          texts.getByRole("listitem").filter({ hasText: "Door 2 is free, come in." }),
        ).toContainText(words.kept);
        await texts.scrollIntoViewIfNeeded();
        await expect(texts).toBeInViewport();
        await expectAccessible(page);
        await screenshots(page, `panel-texts-${locale}`, ["phone"]);
      },
    );
  });
}
