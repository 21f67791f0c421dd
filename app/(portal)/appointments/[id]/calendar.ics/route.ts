// "Add to calendar": the appointment as an .ics file, for the signed-in user
// (or a bearer token) who may see it.
import { authenticateLimited, errorResponse, requestIdOf } from "@/lib/api/handler";
import { appointmentCalendarFile } from "@/lib/calendar/download";
import { db } from "@/lib/db";

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const requestId = requestIdOf(req);
  try {
    // The API's limits too: per token or user, and per address for failed credentials.
    const caller = await authenticateLimited(req);
    const { id } = await params;
    // The address the reader came from when NEXTAUTH_URL is unset (development).
    const link = (a: string) => new URL(`/appointments/${a}`, process.env.NEXTAUTH_URL || req.url).toString();
    const file = await appointmentCalendarFile(db, caller, id, link);
    return new Response(file.ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
        "X-Request-Id": requestId,
      },
    });
  } catch (e) {
    return errorResponse(e, requestId, { method: "GET", path: new URL(req.url).pathname });
  }
}
