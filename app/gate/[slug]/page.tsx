import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { GateDesk } from "@/components/gate/gate-desk";
import { GateStranger } from "@/components/gate/gate-stranger";
import { GateDevices } from "@/components/shared/gate-devices";
import { QueryProvider } from "@/components/portal/query-provider";
import { pageTitle } from "@/components/ui/page-title";
import { currentUser } from "@/lib/auth/current-user";
import { isStaffOf } from "@/lib/core/caller";
import { db } from "@/lib/db";
import { openToPublic } from "@/lib/facilities/public";
import { GATE_COOKIE, gateCallerForSecret } from "@/lib/gate/links";
import { phoneGatePath, shownCode } from "@/lib/gate/phone-cookie";
import { GateFrame } from "./gate-frame";

export const generateMetadata = pageTitle("gate.page", "title", { unlisted: true });

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ code?: string }> };

// A facility's gate, for a tablet drivers use: open to the facility's signed-in
// staff and to gate devices of this facility (their secret in a cookie, made
// by a device link). Anyone else, such as a driver's phone that opened the
// appointment's QR code, is told to use the tablet, with their code, or their
// own phone where the facility's public link is on; a slug that names no
// facility gets the same page as one whose link is off.
export default async function GatePage({ params, searchParams }: Props) {
  const [{ slug }, q, store, t] = await Promise.all([
    params,
    searchParams,
    cookies(),
    getTranslations("gate.page"),
  ]);
  const facility = await db.facility.findUnique({
    where: { slug },
    select: { id: true, name: true, publicBooking: true },
  });
  // A browser made this facility's gate shows only the gate, whoever signs in on it later.
  const secret = store.get(GATE_COOKIE)?.value;
  const device = facility && secret ? await gateCallerForSecret(db, secret) : null;
  const isDevice = !!facility && device?.facilityIds[0] === facility.id;
  const user = isDevice ? null : await currentUser();
  const staff = !!facility && !!user && isStaffOf(user, facility.id);
  const allowed = !!facility && (staff || isDevice);
  // Anyone else learns nothing a stranger could not: the facility's name only where its public link already
  // shows it, and a slug that names no facility reads exactly like one whose link is off.
  const name = facility && (allowed || openToPublic(facility)) ? facility.name : null;
  const code = shownCode(q.code);

  return (
    <GateFrame aside={name && <span className="truncate text-sm font-medium text-slate-700">{name}</span>}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("heading")}</h1>
      {facility && allowed ? (
        <QueryProvider>
          <GateDesk facilityId={facility.id} initialCode={code} />
          {staff && (
            <section
              aria-labelledby="devices-title"
              className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6"
            >
              <h2 id="devices-title" className="text-lg font-semibold text-slate-900">
                {t("devicesTitle")}
              </h2>
              <GateDevices facilityId={facility.id} thisTablet />
            </section>
          )}
        </QueryProvider>
      ) : (
        <GateStranger
          code={code}
          phoneHref={facility && openToPublic(facility) ? phoneGatePath(slug, code) : undefined}
        />
      )}
    </GateFrame>
  );
}
