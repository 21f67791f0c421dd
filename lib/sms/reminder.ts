// The reminder by text, queued with the reminder e-mail (lib/worker/reminders.ts), in its transaction.
import type { Tx } from "../db";
import type { FacilityAppointment } from "../record/schema";
import { appointmentText } from "./appointment-texts";
import { enqueueSms } from "./enqueue";

export async function textReminder(
  tx: Tx,
  row: {
    driverSmsConsent: boolean;
    carrierDriverPhone: string | null;
    facilityId: string;
    locale: string | null;
    facility: {
      name: string;
      timeZone: string;
      defaultLocale: string;
      docks?: { name: string; nameTranslations: string }[];
    };
  },
  a: FacilityAppointment,
  now: Date,
): Promise<boolean> {
  if (!row.driverSmsConsent || !row.carrierDriverPhone) return false;
  const f = { id: row.facilityId, ...row.facility };
  await enqueueSms(tx, {
    facilityId: row.facilityId,
    appointmentId: a.id,
    phone: row.carrierDriverPhone,
    kind: "reminder",
    text: await appointmentText(tx, "reminder", a, f, row.locale),
    now,
  });
  return true;
}
