// An appointment as an iCalendar file (RFC 5545, built with ical-generator):
// for the download (METHOD:PUBLISH) and for e-mail invitations, where
// METHOD:REQUEST with the same UID and a higher SEQUENCE updates the one event
// in the carrier's calendar and METHOD:CANCEL removes it. Times are in UTC:
// every program reads them without a VTIMEZONE and shows them in its own zone.
import type { CustomField } from "../fields/schema";
import { shownAnswers } from "../fields/values";
import { namedWord, type NamedWord } from "../i18n/facility-words";
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { FacilityAppointment } from "../record/schema";
import { mailFrom } from "./config";
import { ENGLISH, type MailWords } from "../i18n/mail-words";

export type CalendarAppointment = Pick<
  FacilityAppointment,
  | "id"
  | "type"
  | "status"
  | "confirmation_code"
  | "scheduled_start_time"
  | "scheduled_end_time"
  | "dock"
  | "order_info"
  | "quantity"
  | "units"
> &
  Partial<Pick<FacilityAppointment, "custom_fields">>;
export type CalendarFacility = {
  name: string;
  address: string;
  time_zone: string;
  carrier_instructions?: string;
  /** Its custom fields: the answers a carrier may see are listed, under their labels. */
  custom_fields?: CustomField[];
  /** Its docks, for the dock's name in the file's language. */
  docks?: NamedWord[];
};
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export type CalendarInput = {
  appointment: CalendarAppointment;
  facility: CalendarFacility;
  method: CalendarMethod;
  /** The appointment's sequence: grows with every change. */
  sequence: number;
  /** The manage link (e-mail) or the appointment's page (download). */
  link?: string;
  /** The recipient of an invitation: calendar programs want to find themselves among the attendees. */
  attendee?: string;
  now?: Date;
  /** The language of its text (lib/i18n/mail-words.ts); English when not given. */
  words?: MailWords;
};

/** Calendar programs alert this long before the start. */
export const ALARM_MINUTES = 60;

const STATUS: Partial<Record<FacilityAppointment["status"], ICalEventStatus>> = {
  Requested: ICalEventStatus.TENTATIVE,
  Scheduled: ICalEventStatus.CONFIRMED,
  Arrived: ICalEventStatus.CONFIRMED,
  InProgress: ICalEventStatus.CONFIRMED,
  Completed: ICalEventStatus.CONFIRMED,
  Cancelled: ICalEventStatus.CANCELLED,
  NoShow: ICalEventStatus.CANCELLED,
};

export const calendarUid = (appointmentId: string) => `${appointmentId}@dockside`;

/** "Monday 30 March 2026, 01:30–04:00 Central European Summer Time (GMT+2), Europe/Berlin": the zone as every page names it. */
export function facilityTime(
  a: Pick<CalendarAppointment, "scheduled_start_time" | "scheduled_end_time">,
  zone: string,
  words: MailWords = ENGLISH,
) {
  return `${words.range(a.scheduled_start_time, a.scheduled_end_time, zone)}, ${zone}`;
}

export function calendarDescription({
  appointment: a,
  facility: f,
  link,
  words = ENGLISH,
}: CalendarInput): string {
  const { t } = words;
  const dock = namedWord(a.dock, f.docks, words.locale);
  return [
    `${t("row.confirmationCode")}: ${a.confirmation_code}`,
    `${t("row.status")}: ${t(`status.${a.status}`)}`,
    `${t("row.facilityTime")}: ${facilityTime(a, f.time_zone, words)}`,
    dock ? `${t("row.dock")}: ${dock}` : null,
    a.order_info.length
      ? `${t("row.references")}: ${a.order_info.map((o) => o.reference_id).join(", ")}`
      : null,
    a.quantity && a.units ? `${t("row.load")}: ${t("load", { count: a.quantity, units: a.units })}` : null,
    // The file goes to carriers: never an answer hidden from them.
    ...shownAnswers(
      a.custom_fields,
      f.custom_fields,
      "carrier",
      [t("answer.yes"), t("answer.no")],
      words.locale,
    ).map(([label, text]) => `${label}: ${text}`),
    f.carrier_instructions ? `\n${t("instructions")}:\n${f.carrier_instructions}\n` : null,
    link ? `${t("link.manage")}: ${link}` : null,
  ]
    .filter((l): l is string => l !== null)
    .join("\n");
}

export function appointmentCalendar(input: CalendarInput): string {
  const { appointment: a, facility: f, method } = input;
  const from = mailFrom();
  const { t, locale } = input.words ?? ENGLISH;
  const dock = namedWord(a.dock, f.docks, locale);
  const calendar = ical({
    prodId: { company: "Dockside", product: "Dock appointments", language: locale.toUpperCase() },
    method: ICalCalendarMethod[method],
  });
  calendar.createEvent({
    id: calendarUid(a.id),
    sequence: input.sequence,
    stamp: input.now ?? new Date(),
    start: new Date(a.scheduled_start_time),
    end: new Date(a.scheduled_end_time),
    summary: `${t("calendar.summary", { direction: a.type, facility: f.name })}${dock ? `, ${dock}` : ""} (${a.confirmation_code})`,
    location: f.address || f.name,
    description: calendarDescription(input),
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : (STATUS[a.status] ?? null),
    organizer: { name: f.name, email: from.email },
    attendees: input.attendee
      ? [
          {
            email: input.attendee,
            role: ICalAttendeeRole.REQ,
            status: method === "CANCEL" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
    url: input.link ?? null,
    alarms:
      method === "CANCEL"
        ? []
        : [{ type: ICalAlarmType.display, trigger: ALARM_MINUTES * 60, description: t("calendar.alarm") }],
  });
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return calendar.toString().replace(/(\r\n)?$/, "\r\n");
}
