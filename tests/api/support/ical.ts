// Reads an iCalendar file with a real parser (ical.js), for what the tests check.
import ICAL from "ical.js";

export function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  const alarm = vevent.getFirstSubcomponent("valarm");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    description: event.description,
    status: vevent.getFirstPropertyValue("status"),
    organizer: String(vevent.getFirstPropertyValue("organizer")).replace(/^mailto:/i, "mailto:"),
    // The scheme is case-insensitive (RFC 5545 3.3.3): some writers say MAILTO.
    attendees: vevent
      .getAllProperties("attendee")
      .map((p) => String(p.getFirstValue()).replace(/^mailto:/i, "mailto:")),
    alarm: alarm ? String(alarm.getFirstPropertyValue("trigger")) : null,
  };
}
