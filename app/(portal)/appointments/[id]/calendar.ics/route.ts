// "Add to calendar": the appointment as an .ics file, for the signed-in user
// (or a bearer token) who may see it.
import { authenticateLimited } from "@/lib/api/handler";
import { appointmentCalendarFile } from "@/lib/calendar/download";
import { db } from "@/lib/db";
import { calendarFile } from "@/app/_routes/calendar-file";

export function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  return calendarFile(req, new URL(req.url).pathname, async () => {
    // The API's limits too: per token or user, and per address for failed credentials.
    const caller = await authenticateLimited(req);
    const { id } = await params;
    // The address the reader came from when NEXTAUTH_URL is unset (development).
    const link = (a: string) => new URL(`/appointments/${a}`, process.env.NEXTAUTH_URL || req.url).toString();
    return appointmentCalendarFile(db, caller, id, link);
  });
}
