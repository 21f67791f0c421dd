// "Add to calendar": the appointment as an .ics file, for the signed-in user
// (or a bearer token) who may see it.
import { authenticateLimited, errorResponse, requestIdOf } from "@/lib/api/handler";
import { myAppointment } from "@/lib/appointments/mine";
import { appointmentEvent } from "@/lib/calendar/appointment-event";
import { calendarFile } from "@/lib/calendar/ics";
import { db } from "@/lib/db";

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const requestId = requestIdOf(req);
  try {
    // The API's limits too: per token or user, and per address for failed credentials.
    const caller = await authenticateLimited(req);
    const { id } = await params;
    const { appointment, facility } = await myAppointment(db, caller, id);
    const url = new URL(`/appointments/${appointment.id}`, process.env.NEXTAUTH_URL || req.url).toString();
    const ics = calendarFile(appointmentEvent(appointment, facility, { url }));
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="dock-appointment-${appointment.confirmation_code}.ics"`,
        "Cache-Control": "private, no-store",
        "X-Request-Id": requestId,
      },
    });
  } catch (e) {
    return errorResponse(e, requestId, { method: "GET", path: new URL(req.url).pathname });
  }
}
