import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AppointmentActions } from "@/components/appointments/appointment-actions";
import { AppointmentDetails } from "@/components/appointments/appointment-details";
import { ConfirmationCode } from "@/components/appointments/confirmation-code";
import { AppointmentQr } from "@/components/shared/appointment-qr";
import { StatusBadge, StatusMeaning } from "@/components/shared/status";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { pageTitle } from "@/components/ui/page-title";
import { DomainError } from "@/lib/core/errors";
import { changeable, type Changeable } from "@/lib/appointments/changeable";
import { notChangeableWords } from "@/components/shared/not-changeable-words";
import { myAppointment } from "@/lib/appointments/mine";
import { requireUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { parseFields, shownAnswers } from "@/lib/fields/values";
import { gateUrl } from "@/lib/record/qr";
import { namedWord, namedWords } from "@/lib/i18n/facility-words";

export const generateMetadata = pageTitle("appointments.page", "metaTitle");

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function AppointmentPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const user = await requireUser(`/appointments/${id}`);
  const found = await myAppointment(db, user, id).catch((e) => {
    if (e instanceof DomainError && e.code === "not_found") return null;
    throw e;
  });
  if (!found) notFound();
  const { appointment: a, facility: f } = found;
  const staff = user.role !== "carrier";
  const justBooked = query.booked === "1";
  const { slug, customFields, docks, loadTypes } = await db.facility.findUniqueOrThrow({
    where: { id: f.id },
    select: {
      slug: true,
      customFields: true,
      docks: { select: { name: true, nameTranslations: true } },
      loadTypes: { select: { name: true, nameTranslations: true } },
    },
  });
  const locale = await getLocale();
  // The facility's own questions, labelled as it asks them, without those it keeps from carriers.
  const answers = shownAnswers(a.custom_fields, parseFields(customFields), user.role, undefined, locale);
  // Shown with the facility's words in the reader's language; the actions keep the record as it is.
  const worded = {
    ...a,
    dock: namedWord(a.dock, namedWords(docks), locale),
    all_load_types: a.all_load_types.map((l) => ({
      ...l,
      name: namedWord(l.name, namedWords(loadTypes), locale) ?? l.name,
    })),
  };
  const atGate = !["Cancelled", "NoShow", "Completed"].includes(a.status);
  const t = await getTranslations("appointments.page");
  // changeable.ts decides, and says why in English (the API's words); the page says it in the reader's.
  const decided = changeable(a, f.cancel_cutoff_minutes, { staff });
  const notChangeable = await getTranslations("appointments.notChangeable");
  const change: Changeable = decided.allowed
    ? decided
    : { ...decided, why: notChangeableWords(decided.reason, a, f.cancel_cutoff_minutes, notChangeable) };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <nav aria-label={t("breadcrumb")} className="text-sm">
        <Link href="/appointments" className="text-brand-700 underline-offset-2 hover:underline">
          {t("back")}
        </Link>
      </nav>
      {justBooked && (
        <Alert tone="success" title={a.status === "Requested" ? t("requestSent") : t("booked")}>
          {a.status === "Requested"
            ? t("requestSentText", { facility: f.name })
            : t("bookedText", { facility: f.name })}
        </Alert>
      )}
      <Card className="p-5 sm:p-8">
        <h1 className="sr-only">{t("heading", { code: a.confirmation_code })}</h1>
        <ConfirmationCode code={a.confirmation_code} />
        {atGate && (
          <div className="mt-4">
            <AppointmentQr url={gateUrl(slug, a.confirmation_code)} code={a.confirmation_code} />
          </div>
        )}
        <div className="mt-6 flex flex-col gap-2 rounded-md bg-slate-50 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700" data-testid="status">
            {t("status")} <StatusBadge status={a.status} />
          </p>
          <p className="text-sm text-slate-700" data-testid="status-meaning">
            <StatusMeaning status={a.status} />
          </p>
        </div>
        <div className="mt-4">
          <AppointmentDetails appointment={worded} facility={f} answers={answers} />
        </div>
        <div className="mt-6 border-t border-slate-100 pt-6">
          <AppointmentActions appointment={a} facility={f} changeable={change} staff={staff} />
        </div>
      </Card>
    </div>
  );
}

/** Why the buttons are not offered, in the reader's words: lib/appointments/changeable.ts's reasons, in order. */
