// An appointment's e-mail and calendar file in the booking's language: the words of messages/<l>/email.json,
// days and times through Intl in that language and the facility's zone; English as it always was.
import { describe, expect, it } from "vitest";
import type { FacilityAppointment } from "../record/schema";
import { calendarDescription } from "../mail/ics";
import { renderAppointmentMail } from "../mail/templates";
import { ENGLISH, mailWords } from "./mail-words";

const appointment = {
  id: "a1",
  type: "Inbound",
  status: "Scheduled",
  confirmation_code: "ABCD1234",
  scheduled_start_time: "2026-03-30T06:30:00.000Z",
  scheduled_end_time: "2026-03-30T07:30:00.000Z",
  dock: "Dock 1",
  order_info: [{ reference_id: "PO-1" }],
  quantity: 3,
  units: "Pallets",
  carrier_emails: ["d@carrier.example"],
} as unknown as FacilityAppointment;
const facility = {
  name: "Berlin DC",
  address: "Str. 1",
  time_zone: "Europe/Berlin",
  carrier_instructions: "",
};

describe("mail words", () => {
  it("picks the booking's language, else the facility's, else English", async () => {
    expect((await mailWords("es", "de")).locale).toBe("es");
    expect((await mailWords(null, "de")).locale).toBe("de");
    expect((await mailWords(null, "xx")).locale).toBe("en");
    expect(await mailWords("en")).toBe(ENGLISH);
  });

  it("writes a Spanish confirmation with the time in the facility's zone", async () => {
    const words = await mailWords("es");
    const mail = renderAppointmentMail({
      kind: "booking_confirmed",
      appointment,
      facility,
      link: "https://l",
      words,
    });
    expect(mail.subject).toBe("Confirmada: Entrega en Berlin DC, lun, 30 mar, 08:30 CEST (ABCD1234)");
    expect(mail.text).toContain("Su cita de muelle está reservada.");
    expect(mail.text).toContain(
      "Cuándo: lunes, 30 de marzo de 2026, 8:30–9:30 hora de verano de Europa central",
    );
    expect(mail.text).toContain("Carga: 3 palés");
    expect(mail.html).toContain('<html lang="es">');
  });

  it("writes Polish plurals and the calendar text", async () => {
    const words = await mailWords("pl");
    const text = calendarDescription({
      appointment: { ...appointment, quantity: 5 },
      facility,
      method: "REQUEST",
      sequence: 0,
      words,
    });
    expect(text).toContain("Ładunek: 5 palet");
    expect(text).toContain("Kod potwierdzenia: ABCD1234");
  });
});
