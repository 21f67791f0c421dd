// The appointment's QR code for the gate (lib/record/qr.ts), drawn on the server
// as SVG: the driver shows it at the gate tablet, or types the code beside it.
import { getTranslations } from "next-intl/server";
import { appointmentQrSvg } from "@/lib/record/qr";

export async function AppointmentQr({ url, code }: { url: string; code: string }) {
  const [svg, t] = await Promise.all([appointmentQrSvg(url), getTranslations("shared.qr")]);
  return (
    <figure className="flex items-center gap-4">
      <div
        role="img"
        aria-label={t("label", { code })}
        className="size-32 shrink-0 rounded border border-slate-200 bg-white [&>svg]:size-full"
        data-testid="appointment-qr"
        data-url={url}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="text-sm text-slate-700">{t("caption")}</figcaption>
    </figure>
  );
}
