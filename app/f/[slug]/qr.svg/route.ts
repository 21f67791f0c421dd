// The QR code of a facility's public link, for the settings page and print:
// it encodes only the link itself, so it needs no database and reveals nothing.
import { publicUrl } from "@/lib/core/public-url";
import { qrSvg } from "@/lib/facilities/qr";
import { slugSchema } from "@/lib/facilities/slug";

export async function GET(req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const slug = slugSchema.safeParse((await params).slug);
  if (!slug.success) return new Response("Not a booking link.", { status: 404 });
  const download = new URL(req.url).searchParams.has("download");
  return new Response(await qrSvg(publicUrl(`/f/${slug.data}`)), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=300",
      ...(download ? { "Content-Disposition": `attachment; filename="booking-link-${slug.data}.svg"` } : {}),
    },
  });
}
