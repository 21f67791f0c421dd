// "Add to calendar": an appointment as an .ics file (METHOD:PUBLISH), for
// whoever may see it; the same UID and SEQUENCE as the e-mailed invitations,
// so importing it after an e-mail updates the one event.
import type { Db } from "../db";
import type { Caller } from "../core/caller";
import { myAppointment } from "../appointments/mine";
import { appointmentCalendar } from "../mail/ics";
import { parseFields } from "../fields/values";
import { mailWords } from "../i18n/mail-words";

export async function appointmentCalendarFile(
  db: Db,
  caller: Caller,
  id: string,
  link: (appointmentId: string) => string,
): Promise<{ filename: string; ics: string }> {
  const { appointment, facility } = await myAppointment(db, caller, id);
  const more = await db.appointment.findUniqueOrThrow({
    where: { id: appointment.id },
    select: {
      sequence: true,
      locale: true,
      facility: { select: { carrierInstructions: true, customFields: true, defaultLocale: true } },
    },
  });
  // The same words as the invitations e-mailed for it: the booking's language, else the facility's.
  const words = await mailWords(more.locale, more.facility.defaultLocale);
  return {
    filename: `dock-appointment-${appointment.confirmation_code}.ics`,
    ics: appointmentCalendar({
      appointment,
      facility: {
        ...facility,
        carrier_instructions: more.facility.carrierInstructions,
        custom_fields: parseFields(more.facility.customFields),
      },
      method: "PUBLISH",
      sequence: more.sequence,
      link: link(appointment.id),
      words,
    }),
  };
}
