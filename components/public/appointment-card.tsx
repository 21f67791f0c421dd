// One appointment as its manage link shows it: the code to give at the gate,
// when (in the facility's time, zone named), where, and what is coming.
import { getLocale, getTranslations } from "next-intl/server";
import type { ManagedAppointment } from "@/lib/appointments/managed-schema";
import { FacilityFacts } from "./frame";
import { rangeIn } from "./when";
import { answerText, labelledAnswers } from "@/lib/fields/values";
import { facilityWord } from "@/lib/i18n/facility-words";
import { FactList } from "@/components/ui/fact-list";

const TONE: Record<string, string> = {
  Requested: "bg-amber-100 text-amber-950",
  Scheduled: "bg-emerald-100 text-emerald-950",
  Arrived: "bg-sky-100 text-sky-950",
  InProgress: "bg-sky-100 text-sky-950",
  Completed: "bg-slate-200 text-slate-900",
  Cancelled: "bg-red-100 text-red-950",
  NoShow: "bg-red-100 text-red-950",
};

export async function AppointmentCard({ managed }: { managed: ManagedAppointment }) {
  const [t, common, answers, locale] = await Promise.all([
    getTranslations("public.card"),
    getTranslations("common"),
    getTranslations("shared.customFields"),
    getLocale(),
  ]);
  const yesNo: [string, string] = [answers("yes"), answers("no")];
  const { appointment: a, facility: f } = managed;
  const status = TONE[a.status]
    ? { label: t(`status.${a.status as "Requested"}`), tone: TONE[a.status] }
    : { label: a.status, tone: "bg-slate-100" };
  const units = a.units === "Pallets" || a.units === "Boxes" ? a.units : null;
  const facts: [string, string | null][] = [
    [t("appointment"), a.type === "Inbound" ? t("inbound") : t("outbound")],
    [t("dock"), a.dock && facilityWord(a.dock, managed.dock_translations, locale)],
    [t("references"), a.order_info.map((o) => o.reference_id).join(", ")],
    [t("load"), a.quantity && units ? common(`units.${units}`, { count: a.quantity }) : null],
    [t("company"), [a.carrier, a.carrier_phone].filter(Boolean).join(" · ")],
    [t("driver"), [a.carrier_driver, a.carrier_driver_phone].filter(Boolean).join(" · ") || null],
    [t("trailer"), a.trailer_number],
    [t("email"), a.carrier_emails.join(", ")],
    // The facility's own questions: the answers are the carrier's view already (none hidden from them).
    ...labelledAnswers(a.custom_fields ?? {}, f.custom_fields ?? [], (v) => answerText(v, yesNo), locale),
  ];
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">{t("code")}</p>
          <p className="font-mono text-3xl font-semibold tracking-widest text-slate-900" data-testid="code">
            {a.confirmation_code}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${status.tone}`} data-testid="status">
          {status.label}
        </span>
      </div>
      <div>
        <p className="text-lg font-semibold text-slate-900" data-testid="local-time">
          {rangeIn(locale, a.scheduled_start_time, a.scheduled_end_time, f.time_zone)}
        </p>
        <p className="text-sm text-slate-600">{t("localTime")}</p>
      </div>
      <div>
        <p className="font-medium text-slate-900">{f.name}</p>
        <FacilityFacts address={f.address} instructions={f.carrier_instructions} />
      </div>
      <FactList facts={facts} className="grid-cols-[7rem_1fr]" termClassName="text-slate-600" />
      {a.cancelled_at && a.cancelled_note && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t("note")}</span>
          {a.cancelled_note}
        </p>
      )}
    </div>
  );
}
