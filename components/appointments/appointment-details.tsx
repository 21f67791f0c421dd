import type { FacilitySummary } from "@/lib/appointments/mine-schema";
import type { FacilityAppointment } from "@/lib/appointments/schema";
import { localRange } from "@/lib/core/time";

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
  const rows: [string, React.ReactNode][] = [
    [
      "Facility",
      <>
        <span className="block font-medium">{f.name}</span>
        {f.address && <span className="block text-slate-600">{f.address}</span>}
      </>,
    ],
    [
      "When",
      <>
        <span className="block font-medium" data-testid="local-time">
          {localRange(a.scheduled_start_time, a.scheduled_end_time, f.time_zone)}
        </span>
        <span className="block text-slate-600">The facility&apos;s local time ({f.time_zone})</span>
      </>,
    ],
    [
      "Appointment",
      `${a.type === "Inbound" ? "Delivery (inbound)" : "Pickup (outbound)"}${a.all_load_types.length ? `, ${a.all_load_types.map((l) => l.name).join(", ")}` : ""}`,
    ],
    ["Dock", <Dock key="dock" appointment={a} />],
    ["References", a.order_info.map((o) => o.reference_id).join(", ")],
    ["Load", a.quantity && a.units ? `${a.quantity} ${a.units.toLowerCase()}` : "—"],
    ["Carrier", [a.carrier, a.carrier_phone].filter(Boolean).join(" · ")],
    ...(a.carrier_driver ? [["Driver", a.carrier_driver] as [string, React.ReactNode]] : []),
    ...answers,
    ...(a.carrier_emails.length
      ? [["Updates to", a.carrier_emails.join(", ")] as [string, React.ReactNode]]
      : []),
    ...(a.carrier_notes
      ? [
          [
            "Your notes",
            <span key="n" className="whitespace-pre-line">
              {a.carrier_notes}
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
    ...(a.cancelled_note ? [["Why cancelled", a.cancelled_note] as [string, React.ReactNode]] : []),
    ...(a.public_notes
      ? [
          [
            "From the facility",
            <span key="p" className="whitespace-pre-line">
              {a.public_notes}
            </span>,
          ] as [string, React.ReactNode],
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
  if (a.status === "Cancelled" || a.status === "NoShow") return <span className="text-slate-600">—</span>;
  if (!a.dock) return <span className="text-slate-600">Assigned by the facility</span>;
  return (
    <>
      <span className="font-medium">{a.dock}</span>
      {/* Held for the request, but staff may move it when they confirm. */}
      {a.status === "Requested" && (
        <span className="text-slate-600"> (may change when the facility confirms)</span>
      )}
    </>
  );
}
