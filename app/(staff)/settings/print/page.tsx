import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/settings/print-button";
import { pageTitle } from "@/components/ui/page-title";
import { requireUser } from "@/lib/auth/current-user";
import { isStaffOf } from "@/lib/core/caller";
import { publicUrl } from "@/lib/core/public-url";
import { db } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { qrSvg } from "@/lib/facilities/qr";
import { openToPublic } from "@/lib/facilities/public";
import { phoneGatePath } from "@/lib/gate/phone-cookie";

export const generateMetadata = pageTitle("settings.print", "metaTitle");

// A sign for the gate or the office window: the facility, the QR code of its
// public booking link and the link written out, and (while that link is on)
// the QR code of the check-in on a driver's own phone. Only the page itself prints.
// The sign speaks to carriers at the facility: in its default language, not
// in the language of the person printing it.
export default async function PrintSign({ searchParams }: { searchParams: Promise<{ facility?: string }> }) {
  const user = await requireUser("/settings");
  const id = (await searchParams).facility ?? "";
  const f = await db.facility.findUnique({
    where: { id },
    select: { id: true, name: true, slug: true, defaultLocale: true, publicBooking: true },
  });
  if (!f || !isStaffOf(user, f.id)) notFound();
  const link = publicUrl(`/f/${f.slug}`);
  const svg = await qrSvg(link);
  // The phone's check-in opens where the public link does: elsewhere its page says what it says to strangers.
  const checkIn = openToPublic(f) ? publicUrl(phoneGatePath(f.slug)) : null;
  const checkInSvg = checkIn && (await qrSvg(checkIn));
  const locale = isLocale(f.defaultLocale) ? f.defaultLocale : DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: "settings.print" });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 py-6 text-center">
      <div className="flex gap-2 print:hidden">
        <PrintButton />
      </div>
      <h1 className="text-3xl font-semibold text-slate-900">{f.name}</h1>
      <p className="text-xl text-slate-800">{t("book")}</p>
      <div
        role="img"
        aria-label={t("qr", { link })}
        className="w-72 max-w-full bg-white [&>svg]:h-auto [&>svg]:w-full"
        // The SVG comes from the qrcode library, drawn from our own link: no user markup.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p className="font-mono text-lg break-all text-slate-900">{link}</p>
      <p className="text-slate-600">{t("noAccount")}</p>
      {checkIn && checkInSvg && (
        <>
          <p className="mt-6 text-xl text-slate-800 print:mt-2">{t("checkIn")}</p>
          <div
            role="img"
            aria-label={t("checkInQr", { link: checkIn })}
            className="w-56 max-w-full bg-white [&>svg]:h-auto [&>svg]:w-full"
            data-testid="check-in-qr"
            data-url={checkIn}
            // As above: our own link, drawn by the qrcode library.
            dangerouslySetInnerHTML={{ __html: checkInSvg }}
          />
          <p className="font-mono text-lg break-all text-slate-900">{checkIn}</p>
        </>
      )}
    </div>
  );
}
