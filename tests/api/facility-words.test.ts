// A facility's own words per language (issue 38 item 8): staff give a dock's
// and a load type's name and a question's label and choices in German and
// Spanish; the settings keep them (history and audit log, before and after),
// the public page gets them, a German booking's e-mail and a Spanish driver's
// text use them, and words left untranslated read as typed. Records keep the
// typed words. The driver's texts say the door in the booking's language, the
// reply to "AQUI" too.
import { randomInt } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { callPublicOperation } from "@/lib/api/public-call";
import { appointmentText } from "@/lib/sms/appointment-texts";
import { handleDriverText } from "@/lib/sms/incoming";
import { db, staffToken } from "./helpers";
import { op } from "./ops";
import { linkedFacility, newAddress, publicBody } from "./support/public";
import { address, mailFile } from "./support/mail-file";

const smtp = mailFile();

async function wordedFacility() {
  const f = await linkedFacility("instant", { timeZone: "Europe/Berlin", docks: [{ name: "Door 1" }] });
  const staff = await staffToken([f.id]);
  const before = (await op("get_facility_settings", { facility_id: f.id }, staff)).json;
  const res = await op(
    "update_facility_settings",
    {
      facility_id: f.id,
      docks: [
        {
          id: before.docks[0].id,
          name: "Door 1",
          name_translations: { de: "Tor 1", es: "Puerta 1", fr: " " },
          directions: ["Inbound", "Outbound"],
        },
      ],
      load_types: [
        {
          name: "Refrigerated",
          name_translations: { de: "Kühlware" },
          directions: ["Inbound", "Outbound"],
          duration_minutes: 60,
        },
      ],
      custom_fields: [
        {
          key: "equipment",
          label: "Equipment",
          label_translations: { de: "Ausrüstung", es: "Equipo" },
          type: "multi_choice",
          choices: ["Pallet jack", "Tail lift"],
          choice_translations: [{ de: "Hubwagen" }],
        },
      ],
    },
    staff,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { f, staff, settings: res.json };
}

const start = (hour = 10) =>
  DateTime.now()
    .setZone("Europe/Berlin")
    .plus({ days: 3 })
    .set({ hour, minute: 0, second: 0, millisecond: 0 });

describe("a facility's own words", () => {
  it("are kept per language in the settings, refused when malformed, and recorded before and after", async () => {
    const { f, staff, settings } = await wordedFacility();
    expect(settings.docks[0].name_translations).toEqual({ de: "Tor 1", es: "Puerta 1" });
    expect(settings.load_types[0]).toMatchObject({
      name: "Refrigerated",
      name_translations: { de: "Kühlware" },
    });
    expect(settings.custom_fields[0]).toMatchObject({
      label_translations: { de: "Ausrüstung", es: "Equipo" },
      choice_translations: [{ de: "Hubwagen" }],
    });
    const bad = await op(
      "update_facility_settings",
      {
        facility_id: f.id,
        docks: [
          {
            id: settings.docks[0].id,
            name: "Door 1",
            name_translations: { xx: "?" },
            directions: ["Inbound"],
          },
        ],
      },
      staff,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("docks[0].name_translations");
    const change = settings.history[0].changes;
    expect(change.docks[0][0].name_translations).toEqual({});
    expect(change.docks[1][0].name_translations).toEqual({ de: "Tor 1", es: "Puerta 1" });
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { action: "update_facility_settings", targetId: f.id },
      orderBy: { at: "desc" },
    });
    expect(JSON.parse(audit.after!).docks[0].name_translations).toEqual({ de: "Tor 1", es: "Puerta 1" });
    expect(JSON.parse(audit.before!).docks[0].name_translations).toEqual({});
  });

  it("reach the public page, a German booking's e-mail and a Spanish driver's text; others read as typed", async () => {
    const { f, staff } = await wordedFacility();
    const ip = newAddress();
    const page = await op("get_public_facility", { slug: f.slug }, null, { "x-forwarded-for": ip });
    expect(page.json.load_types[0].name_translations).toEqual({ de: "Kühlware" });
    expect(page.json.custom_fields[0].label_translations).toEqual({ de: "Ausrüstung", es: "Equipo" });
    const loadType = page.json.load_types[0].id;

    const book = async (locale: string, email: string, hour: number) => {
      const result = await callPublicOperation(
        "request_public_appointment",
        publicBody(f.slug, start(hour), {
          carrier_email: email,
          load_type_ids: [loadType],
          custom_fields: { equipment: ["Pallet jack", "Tail lift"] },
        }) as never,
        new Headers({ cookie: `dockside_locale=${locale}`, "x-forwarded-for": newAddress() }),
      );
      expect(result.ok, JSON.stringify(result)).toBe(true);
      return (result as { ok: true; data: { appointment: { id: string; dock: string | null } } }).data
        .appointment;
    };
    const german = await book("de", address("de"), 10);
    const french = await book("fr", address("fr"), 12);
    // The record keeps the words as typed.
    expect(german.dock).toBe("Door 1");
    await smtp.deliver();
    const mailOf = (id: string) => db.mailMessage.findFirstOrThrow({ where: { appointmentId: id } });
    const de = await mailOf(german.id);
    expect(de.text).toContain("Tor 1");
    expect(de.text).toContain("Ausrüstung: Hubwagen, Tail lift");
    expect(de.ics).toContain("Tor 1");
    const fr = await mailOf(french.id);
    expect(fr.text).toContain("Door 1");
    expect(fr.text).toContain("Equipment: Pallet jack, Tail lift");

    // The gate gets the door's words beside the record's, for the tablet's language.
    const gate = await op("gate_status", { facility_id: f.id, appointment_id: german.id }, staff);
    expect(gate.json).toMatchObject({ dock: "Door 1", dock_translations: { de: "Tor 1", es: "Puerta 1" } });

    // The driver's text names the door in the booking's language, else as typed.
    const row = await db.facility.findUniqueOrThrow({
      where: { id: f.id },
      select: {
        id: true,
        name: true,
        timeZone: true,
        defaultLocale: true,
        docks: { select: { name: true, nameTranslations: true } },
      },
    });
    const record = {
      ...german,
      confirmation_code: "ABCDEFGH",
      scheduled_start_time: start().toUTC().toISO()!,
    };
    expect(await appointmentText(db, "door", record, row, "es")).toContain("Puerta 1");
    expect(await appointmentText(db, "door", record, row, "de")).toContain("Tor 1");
    expect(await appointmentText(db, "door", record, row, "pl")).toContain("Door 1");
  });

  it("answer a Spanish driver's AQUI with the door in Spanish, a Polish driver's with the door as typed", async () => {
    const { f } = await wordedFacility();
    const loadType = await db.loadType.findFirstOrThrow({ where: { facilityId: f.id } });
    const reply = async (locale: string, hour: number) => {
      const phone = `+1312555${randomInt(1000, 10_000)}`;
      const result = await callPublicOperation(
        "request_public_appointment",
        publicBody(f.slug, start(hour), {
          load_type_ids: [loadType.id],
          carrier_driver_phone: phone,
          driver_sms_consent: true,
        }) as never,
        new Headers({ cookie: `dockside_locale=${locale}`, "x-forwarded-for": newAddress() }),
      );
      expect(result.ok, JSON.stringify(result)).toBe(true);
      return (await handleDriverText(db, { from: phone, to: "", text: "AQUI" })).reply;
    };
    expect(await reply("es", 11)).toContain("Puerta 1");
    expect(await reply("pl", 13)).toContain("Door 1");
  });
});
