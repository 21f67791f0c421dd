import { getTranslations } from "next-intl/server";
import { GateStranger } from "@/components/gate/gate-stranger";
import { PhoneGate } from "@/components/gate/phone-gate";
import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { pageTitle } from "@/components/ui/page-title";
import { db } from "@/lib/db";
import { openToPublic } from "@/lib/facilities/public";
import { shownCode } from "@/lib/gate/phone-cookie";
import { GateFrame } from "../gate-frame";

export const generateMetadata = pageTitle("gate.me", "title", { unlisted: true });

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ code?: string }> };

// The gate on the driver's own phone, from the QR on the facility's sign (or the link on the gate page of
// an appointment's QR): no tablet, no account, in the phone's own language. A facility whose public link is
// off, and a slug that names none, get what the gate page says to a stranger.
export default async function PhoneGatePage({ params, searchParams }: Props) {
  const [{ slug }, q, t] = await Promise.all([params, searchParams, getTranslations("gate.page")]);
  const facility = await db.facility.findUnique({
    where: { slug },
    select: { name: true, publicBooking: true },
  });
  const open = !!facility && openToPublic(facility);
  const code = shownCode(q.code);
  return (
    <GateFrame aside={<LanguageSwitcher />} tight>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("heading")}</h1>
        {open && <p className="text-lg font-medium text-slate-700">{facility.name}</p>}
      </div>
      {open ? <PhoneGate slug={slug} initialCode={code} /> : <GateStranger code={code} />}
    </GateFrame>
  );
}
