// The manage link's driver's phone for texts, at phone width, in English and Polish: the box shows the
// driver's yes as stored (none at first), waits for a number, and a saved yes is the appointment's.
import { randomUUID } from "node:crypto";
import { bookPublicLink } from "./api";
import { CHICAGO } from "./pages/gate-tablet";
import { useLanguage } from "./languages/fit";
import { expect, test } from "./test";
import { expectAccessible, PHONE, screenshots } from "./support";

const WORDS = {
  en: {
    open: "Driver's phone for texts",
    phone: "Driver's phone",
    consent: /The driver agrees to get texts about this appointment on this phone \(reply STOP to end them\)/,
    save: "Save the driver's phone",
    saved: "The driver's phone is saved.",
  },
  pl: {
    open: "Telefon kierowcy do SMS-ów",
    phone: "Telefon kierowcy",
    consent: /Kierowca zgadza się na SMS-y o tej wizycie na ten telefon \(odpowiedź STOP je kończy\)/,
    save: "Zapisz telefon kierowcy",
    saved: "Telefon kierowcy jest zapisany.",
  },
} as const;

test.use({ viewport: PHONE });

for (const locale of ["en", "pl"] as const) {
  const words = WORDS[locale];

  test(`the manage link changes the driver's phone with the driver's consent, unticked at first (${locale})`, async ({
    page,
    context,
  }) => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const { manage_url } = await bookPublicLink(page.request, CHICAGO, {
      daysAhead: 3,
      carrier: `Texted Later ${tag}`,
      email: `later-${tag.toLowerCase()}@haulage.test`,
      phone: "+1 312 555 0150",
      reference: `PO-${tag}`,
    });
    const token = new URL(manage_url).pathname.split("/").pop()!;

    await useLanguage(context, locale);
    await page.goto(manage_url);
    await page.getByRole("link", { name: words.open }).click();
    const consent = page.getByRole("checkbox", { name: words.consent });
    await expect(consent).toBeDisabled();
    await expect(consent).not.toBeChecked();
    await page.getByRole("textbox", { name: new RegExp(`^${words.phone}`) }).fill("(312) 555-0190");
    await expect(consent).toBeEnabled();
    await expect(consent).not.toBeChecked();
    await consent.check();
    await consent.scrollIntoViewIfNeeded();
    await expect(consent).toBeInViewport();
    await expectAccessible(page);
    await screenshots(page, `manage-driver-${locale}`, ["phone", "tablet", "desktop"]);
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: words.save }).click();
    await expect(page.getByText(words.saved)).toBeVisible();

    const saved = await page.request.post("/api/service.v1.get_managed_appointment", { data: { token } });
    const managed = (await saved.json()) as {
      appointment: { carrier_driver_phone: string };
      driver_sms_consent: boolean;
    };
    expect(managed.appointment.carrier_driver_phone).toBe("+13125550190");
    expect(managed.driver_sms_consent).toBe(true);

    // Opened again, the box shows the driver's yes as it stands.
    await page.goto(`${manage_url}?driver=1#driver`);
    await expect(page.getByRole("checkbox", { name: words.consent })).toBeChecked();
    await expectAccessible(page);
  });
}
