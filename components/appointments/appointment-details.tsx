import { useTranslations } from "next-intl";
import { useLocalTime } from "@/components/shared/local-time";
import type { FacilitySummary } from "@/lib/appointments/mine-schema";
import type { FacilityAppointment } from "@/lib/record/schema";

type Row = [string, React.ReactNode];

/** Everything the carrier told the facility, and what the facility assigned. */
export function AppointmentDetails({
  appointment: a,
  facility: f,
  answers = [],
}: {
  appointment: FacilityAppointment;
  facility: FacilitySummary;
  /** The answers to the facility's own questions, label and answer, in its order. */
  answers?: [string, string][];
}) {
  const t = useTranslations("appointments.details");
  const common = useTranslations("common");
  const time = useLocalTime(f.time_zone);
  const loadTypes = a.all_load_types.map((l) => l.name).join(", ");
  const rows: Row[] = [
    [
      t("facility"),
      <>
        <span className="block font-medium">{f.name}</span>
        {f.address && <span className="block text-slate-600">{f.address}</span>}
      </>,
    ],
    [
      t("when"),
      <>
        <span className="block font-medium" data-testid="local-time">
          {time.range(a.scheduled_start_time, a.scheduled_end_time)}
        </span>
        <span className="block text-slate-600">{t("zoneNote", { zone: f.time_zone })}</span>
      </>,
    ],
    [
      t("appointment"),
      loadTypes ? t("kindWithLoads", { type: a.type, loads: loadTypes }) : t("kind", { type: a.type }),
    ],
    [t("dock"), <Dock key="dock" appointment={a} />],
    [t("references"), a.order_info.map((o) => o.reference_id).join(", ")],
    [t("load"), a.quantity && a.units ? common(`units.${a.units}`, { count: a.quantity }) : "—"],
    [t("carrier"), [a.carrier, a.carrier_phone].filter(Boolean).join(" · ")],
    ...(a.carrier_driver ? [[t("driver"), a.carrier_driver] as Row] : []),
    ...answers,
    ...(a.carrier_emails.length ? [[t("updatesTo"), a.carrier_emails.join(", ")] as Row] : []),
    ...(a.carrier_notes
      ? [
          [
            t("yourNotes"),
            <span key="n" className="whitespace-pre-line">
              {a.carrier_notes}
            </span>,
          ] as Row,
        ]
      : []),
    ...(a.cancelled_note ? [[t("whyCancelled"), a.cancelled_note] as Row] : []),
    ...(a.public_notes
      ? [
          [
            t("fromFacility"),
            <span key="p" className="whitespace-pre-line">
              {a.public_notes}
            </span>,
          ] as Row,
        ]
      : []),
  ];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([label, value], i) => (
        // A question of the facility's may carry the same words as one of ours.
        <div key={`${i}:${label}`} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="min-w-0 text-sm wrap-anywhere text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Dock({ appointment: a }: { appointment: FacilityAppointment }) {
  const t = useTranslations("appointments.details");
  if (a.status === "Cancelled" || a.status === "NoShow") return <span className="text-slate-600">—</span>;
  if (!a.dock) return <span className="text-slate-600">{t("dockByFacility")}</span>;
  return (
    <>
      <span className="font-medium">{a.dock}</span>
      {/* Held for the request, but staff may move it when they confirm. */}
      {a.status === "Requested" && <span className="text-slate-600"> {t("dockMayChange")}</span>}
    </>
  );
}
