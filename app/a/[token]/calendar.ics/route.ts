// "Add to calendar" from an appointment's manage link: the .ics file, with the
// same UID and SEQUENCE as the invitations e-mailed for it, so a calendar that
// has one keeps one event.
import { errorResponse, requestIdOf } from "@/lib/api/handler";
import { assertPublicLimit } from "@/lib/api/public-call";
import { clientAddress } from "@/lib/http/public-limit";
import { managedCalendar } from "@/lib/appointments/managed";
import { db } from "@/lib/db";

export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const requestId = requestIdOf(req);
  try {
    await assertPublicLimit(clientAddress(req.headers), "read");
    const { ics, code } = await managedCalendar(db, (await params).token);
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="dock-appointment-${code}.ics"`,
        "Cache-Control": "private, no-store",
        "X-Request-Id": requestId,
      },
    });
  } catch (e) {
    return errorResponse(e, requestId, { method: "GET", path: "/a/<token>/calendar.ics" });
  }
}
