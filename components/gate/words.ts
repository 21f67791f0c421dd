// The gate's plain words for a driver: how the arrival compares with the
// booked time, and where to go next, in the tablet's language (messages gate.words).
import type { GateAppointment } from "@/lib/gate/schema";
import { facilityWord } from "@/lib/i18n/facility-words";

/** next-intl's translator for the gate.words messages. */
type Words = (key: string, values?: Record<string, string | number>) => string;

/** "You are 25 minutes late.": null before arrival and for work-ins. */
export function arrivalWords(t: Words, a: GateAppointment): string | null {
  if (!a.punctuality || a.minutes_from_start === null) return null;
  if (a.punctuality === "late") return t("late", { minutes: a.minutes_from_start });
  if (a.punctuality === "early") return t("early", { minutes: -a.minutes_from_start });
  return t("onTime");
}

/** The booked time at the facility, written the reader's way. */
export function bookedAt(locale: string, a: GateAppointment): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: a.time_zone }).format(
    new Date(a.scheduled_start_time),
  );
}

/** What the driver does now. */
export function nextStep(t: Words, a: GateAppointment, locale: string): { title: string; body: string } {
  const step = (k: string, values?: Record<string, string>) => ({
    title: t(`${k}Title`, values),
    body: t(`${k}Body`),
  });
  if (a.status === "Requested") return step("wait");
  if (a.status === "Scheduled") return step("approved");
  if (a.status === "InProgress") return step("atDoor");
  if (a.status === "Completed") return step("done");
  if (a.dock) return step("goTo", { dock: facilityWord(a.dock, a.dock_translations, locale) });
  return step("yard");
}
