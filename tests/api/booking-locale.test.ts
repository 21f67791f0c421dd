// The language a booking is made in is recorded with it, and its e-mails speak it: a browser session's
// (saved choice > the switcher's cookie > Accept-Language), the public page's (cookie > browser), none for a
// bearer token (whose messages then read the facility's default language). The messages are read from a
// real SMTP server and the invitation with ical.js.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { callPublicOperation } from "@/lib/api/public-call";
import { bookingBody, call, carrierToken, db, makeFacility } from "./helpers";
import { userSession } from "./support/admin-session";
import { linkedFacility, newAddress, publicBody } from "./support/public";
import { address, calendarOf, mailFile } from "./support/mail-file";

const smtp = mailFile();

const localeOf = async (id: string) =>
  (await db.appointment.findUniqueOrThrow({ where: { id }, select: { locale: true } })).locale;
let hour = 6;
const start = () =>
  DateTime.now()
    .setZone("Europe/Berlin")
    .plus({ days: 3 })
    .set({ hour: hour++, minute: 0, second: 0, millisecond: 0 });

async function carrierSession(headers: Record<string, string>, saved?: string) {
  const me = await userSession({
    role: "carrier",
    name: "Casey",
    carrier: `Carrier ${randomUUID().slice(0, 8)}`,
  });
  if (saved) await db.user.update({ where: { id: me.id }, data: { locale: saved } });
  const book = async (body: unknown) => {
    const res = await call("request", body, {
      headers: { ...me.headers, "sec-fetch-site": "same-origin", ...headers },
    });
    expect(res.status, res.text).toBe(200);
    return res.json as { id: string; confirmation_code: string };
  };
  return { book };
}

describe("the booking's language", () => {
  it("records a browser session's language, its saved choice first; a token's none", async () => {
    const f = await makeFacility({ timeZone: "Europe/Berlin" });
    const german = await carrierSession({ "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(await localeOf((await german.book(bookingBody(f.id, start()))).id)).toBe("de");
    // The switcher's cookie rides with the session cookie in one header.
    const both = await userSession({
      role: "carrier",
      name: "Pat",
      carrier: `Carrier ${randomUUID().slice(0, 8)}`,
    });
    const res = await call("request", bookingBody(f.id, start()), {
      headers: {
        ...both.headers,
        cookie: `${both.headers.cookie}; dockside_locale=pl`,
        "sec-fetch-site": "same-origin",
        "accept-language": "de",
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(await localeOf(res.json.id)).toBe("pl");
    const saved = await carrierSession({ "accept-language": "de" }, "fr");
    expect(await localeOf((await saved.book(bookingBody(f.id, start()))).id)).toBe("fr");

    const token = await carrierToken();
    const byToken = await call("request", bookingBody(f.id, start()), {
      token: token.token,
      headers: { "accept-language": "de" },
    });
    expect(byToken.status, byToken.text).toBe(200);
    expect(await localeOf(byToken.json.id)).toBeNull();
  });

  it("records the public page's language", async () => {
    const f = await linkedFacility("instant", { timeZone: "Europe/Berlin" });
    const result = await callPublicOperation(
      "request_public_appointment",
      publicBody(f.slug, start()) as never,
      new Headers({ cookie: "dockside_locale=es", "accept-language": "de", "x-forwarded-for": newAddress() }),
    );
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) expect(await localeOf(result.data.appointment.id)).toBe("es");
  });

  it("sends a Spanish booking's confirmation and invitation in Spanish; a token's in the facility's language", async () => {
    const f = await makeFacility({ timeZone: "Europe/Berlin" });
    await db.facility.update({ where: { id: f.id }, data: { defaultLocale: "de" } });
    const spanish = await carrierSession({ "accept-language": "es-ES,es;q=0.9" });
    const dispatch = address("despacho");
    const booked = await spanish.book(bookingBody(f.id, start(), 60, { carrier_email: dispatch }));
    const token = await carrierToken();
    const disposition = address("dispo");
    const byToken = await call("request", bookingBody(f.id, start(), 60, { carrier_email: disposition }), {
      token: token.token,
    });
    expect(byToken.status, byToken.text).toBe(200);
    await smtp.deliver();

    const [mail] = smtp.box.to(dispatch);
    expect(mail.subject).toMatch(new RegExp(`^Confirmada: Entrega en .*\\(${booked.confirmation_code}\\)$`));
    expect(mail.text!.split("\n\n")[0]).toBe("Su cita de muelle está reservada.");
    expect(mail.text).toContain(`Código de confirmación: ${booked.confirmation_code}`);
    expect(mail.text).toContain("Carga: 24 palés");
    expect(mail.text).toMatch(
      /Cuándo: \S+, \d+ de \S+ de \d{4}, .*hora .* de Europa central, Europe\/Berlin/,
    );
    const ics = calendarOf(mail)!;
    expect(ics.summary).toMatch(new RegExp(`^Entrega en .*\\(${booked.confirmation_code}\\)$`));
    expect(ics.description).toContain(`Código de confirmación: ${booked.confirmation_code}`);
    expect(ics.description).toContain("Estado: Programada");

    const [german] = smtp.box.to(disposition);
    expect(german.subject).toMatch(/^Bestätigt: Anlieferung bei /);
    expect(calendarOf(german)!.summary).toMatch(/^Anlieferung bei /);
  });
});
