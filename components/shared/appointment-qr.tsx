// The appointment's QR code for the gate (lib/gate/qr.ts), drawn on the server
// as SVG: the driver shows it at the gate tablet, or types the code beside it.
import { appointmentQrSvg } from "@/lib/gate/qr";

export async function AppointmentQr({ url, code }: { url: string; code: string }) {
  const svg = await appointmentQrSvg(url);
  return (
    <figure className="flex items-center gap-4">
      <div
        role="img"
        aria-label={`QR code for the gate, holding confirmation code ${code}`}
        className="size-32 shrink-0 rounded border border-slate-200 bg-white [&>svg]:size-full"
        data-testid="appointment-qr"
        data-url={url}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="text-sm text-slate-700">
        At the gate, hold this code to the tablet&apos;s camera, or type the confirmation code.
      </figcaption>
    </figure>
  );
}
