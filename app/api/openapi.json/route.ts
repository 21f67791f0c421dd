// The OpenAPI document, public like any API reference: integrators read it
// before they have a token.
import { openApiDocument } from "@/lib/api/openapi";

export const dynamic = "force-static";

export function GET(): Response {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
