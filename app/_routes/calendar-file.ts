import { errorResponse, requestIdOf } from "@/lib/api/handler";

/**
 * A GET that answers an appointment's .ics file: a download, never cached, with the request id; a refusal
 * in the API's error shape, logged under `path` (the route's pattern where the address holds a secret).
 */
export async function calendarFile(
  req: Request,
  path: string,
  make: () => Promise<{ ics: string; filename: string }>,
): Promise<Response> {
  const requestId = requestIdOf(req);
  try {
    const { ics, filename } = await make();
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Request-Id": requestId,
      },
    });
  } catch (e) {
    return errorResponse(e, requestId, { method: "GET", path });
  }
}
