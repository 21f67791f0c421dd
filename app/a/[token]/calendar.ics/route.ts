// "Add to calendar" from an appointment's manage link: the .ics file, with the
// same UID and SEQUENCE as the invitations e-mailed for it, so a calendar that
// has one keeps one event.
import { assertPublicLimit } from "@/lib/api/public-call";
import { clientAddress } from "@/lib/http/public-limit";
import { managedCalendar } from "@/lib/appointments/managed";
import { db } from "@/lib/db";
import { calendarFile } from "@/app/_routes/calendar-file";

export function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return calendarFile(req, "/a/<token>/calendar.ics", async () => {
    await assertPublicLimit(clientAddress(req.headers), "read");
    const { ics, code } = await managedCalendar(db, (await params).token);
    return { ics, filename: `dock-appointment-${code}.ics` };
  });
}
