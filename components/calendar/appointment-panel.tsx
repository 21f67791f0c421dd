"use client";
// Everything about one appointment, and everything staff may do to it.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { appointmentsKey } from "@/components/shared/query-keys";
import { ReschedulePanel } from "@/components/shared/reschedule-panel";
import { StatusBadge } from "@/components/shared/status";
import { useNow } from "@/components/shared/use-now";
import { useStaffCustomFields } from "@/components/shared/use-custom-fields";
import { shownAnswers } from "@/lib/fields/values";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { minutesFromStart, punctuality } from "@/lib/gate/punctuality";
import type { FacilityAppointment } from "@/lib/appointments/schema";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import { undoLabel } from "@/lib/appointments/history-words";
import { undoTarget } from "@/lib/appointments/transitions";
import { clock, inZone, localRange, shortDay } from "@/lib/core/time";
import { CarrierAccount } from "./carrier-account";
import { cancelReasonWord, inWords, repetitionWord } from "@/lib/core/words";
import { EditForm } from "./edit-form";
import { HistoryList, useAppointmentHistory } from "./history-list";
import { PastRuleNote } from "./past-rule-note";
import { SeriesForm } from "./series-form";
import { sitePanelLine } from "./site-line";
import { StatusActions, type StatusChange } from "./status-actions";
import { useAppointmentChange } from "./use-appointment-change";

/** " · 25 min late" against the facility's on-time tolerance (lib/gate/punctuality.ts); work-ins have no booked time. */
function arrivalNote(a: FacilityAppointment, f: RunFacility): string {
  if (!a.checked_in_at || a.is_work_in) return "";
  const p = punctuality(a.checked_in_at, a.scheduled_start_time, f.on_time_tolerance_minutes);
  const m = Math.abs(minutesFromStart(a.checked_in_at, a.scheduled_start_time));
  return p === "on_time" ? " · on time" : ` · ${m} min ${p}`;
}

const when = (iso: string | null, zone: string) =>
  iso ? `${shortDay(inZone(iso, zone))} ${clock(inZone(iso, zone))}` : null;

/** When the carrier is reminded by e-mail (the facility's setting), while the appointment is still ahead. */
function reminderAt(a: FacilityAppointment, f: RunFacility): string | null {
  if (!f.reminder_hours || !["Requested", "Scheduled"].includes(a.status) || !a.carrier_emails.length)
    return null;
  const at = inZone(a.scheduled_start_time, f.time_zone).minus({ hours: f.reminder_hours });
  return `${shortDay(at)} ${clock(at)}, ${f.reminder_hours} h before${at.toMillis() < Date.now() ? " (passed)" : ""}`;
}

export function AppointmentPanel({
  appointment: a,
  facility: f,
  onClose,
}: {
  appointment: FacilityAppointment;
  facility: RunFacility;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const fields = useStaffCustomFields(f.id);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [open, setOpen] = useState<"reschedule" | "series" | null>(null);
  const change = useAppointmentChange(a, (_saved, error) =>
    setMessage(
      error
        ? { tone: "error", text: `Not saved, nothing changed: ${inWords(error.message)}` }
        : { tone: "success", text: "Saved." },
    ),
  );
  // Offered only for a step that can still be taken back: the latest not undone, the appointment as it left it.
  const history = useAppointmentHistory(a.id);
  const target = history.data && undoTarget([...history.data.events].reverse());
  const record = a as unknown as Record<string, unknown>;
  const asLeft =
    target && Object.entries(target.changes).every(([f, [, after]]) => !(f in record) || record[f] === after);
  const undo = target && asLeft ? undoLabel(target.action) : null;
  const onStatus = (c: StatusChange) => {
    setMessage(null);
    change.mutate({
      operation: "update_facility_appointment_status",
      body: { action: c.action, reason: c.reason, note: c.note },
      optimistic: c.optimistic,
    });
  };
  const zone = f.time_zone;
  const site = sitePanelLine(a, zone, useNow());
  const facts: [string, React.ReactNode][] = [
    ["When", localRange(a.scheduled_start_time, a.scheduled_end_time, zone)],
    ["Dock", a.dock ?? "Unassigned"],
    ["Past a rule", a.override_reason && <PastRuleNote reason={a.override_reason} />],
    ["Type", `${a.type} · ${a.loading_type === "Drop" ? "drop trailer" : "live load"}`],
    ["Carrier", a.carrier],
    ["Carrier account", <CarrierAccount key={a.id} id={a.id} />],
    [
      "Phone",
      a.carrier_phone && (
        <a href={`tel:${a.carrier_phone}`} className="text-blue-800 underline">
          {a.carrier_phone}
        </a>
      ),
    ],
    ["Driver", a.carrier_driver],
    [
      "Driver's phone",
      a.carrier_driver_phone && (
        <a href={`tel:${a.carrier_driver_phone}`} className="text-blue-800 underline">
          {a.carrier_driver_phone}
        </a>
      ),
    ],
    ["E-mails", a.carrier_emails.join(", ")],
    ["PO / references", a.order_info.map((o) => o.reference_id).join(", ")],
    ["Quantity", a.quantity ? `${a.quantity} ${a.units ?? ""}` : null],
    ["Load types", a.all_load_types.map((l) => l.name).join(", ")],
    ["Shipper / receiver", a.shipper_receiver],
    ["Trailer", a.trailer_number],
    ["Seal", a.seal_number],
    ...shownAnswers(a.custom_fields, fields, "staff"),
    ["Forklift", a.forklift],
    ["Reminder", reminderAt(a, f)],
    ["ETA", when(a.estimated_start_datetime, zone)],
    ["Checked in", when(a.checked_in_at, zone) && `${when(a.checked_in_at, zone)}${arrivalNote(a, f)}`],
    ["Loading started", when(a.load_started_at, zone)],
    ["Loading finished", when(a.load_finished_at, zone)],
    ["Checked out", when(a.checked_out_at, zone)],
    [
      "Cancelled",
      a.cancelled_at &&
        `${when(a.cancelled_at, zone)} · ${cancelReasonWord(a.cancelled_reason ?? "")}${a.cancelled_note ? ` · ${a.cancelled_note}` : ""}`,
    ],
    ["Carrier's notes", a.carrier_notes],
    [
      "Series",
      a.recurring_facility_appointment && repetitionWord(a.recurring_facility_appointment.repetition_type),
    ],
    ["Work-in", a.is_work_in ? "Yes, unscheduled arrival" : null],
    ["Created", when(a.created_at, zone)],
    ["Last change", when(a.updated_at, zone)],
  ];
  return (
    <aside
      aria-labelledby="panel-title"
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="panel-title" className="font-mono text-xl font-semibold tracking-wider text-slate-900">
            {a.confirmation_code}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusBadge status={a.status} />
            {site && (
              <span className="text-sm text-slate-700" data-testid="site-line">
                {site}
              </span>
            )}
            {change.isPending && <span className="text-xs text-slate-500">Saving…</span>}
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close appointment details">
          Close
        </Button>
      </div>
      {message && (
        <Alert tone={message.tone} className="py-2">
          {message.text}
        </Alert>
      )}
      <StatusActions appointment={a} pending={change.isPending} undo={undo} onChange={onStatus} />
      <dl className="grid grid-cols-[8.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{k}</dt>
              <dd className="min-w-0 wrap-anywhere text-slate-900">{v}</dd>
            </div>
          ))}
      </dl>
      {["Requested", "Scheduled"].includes(a.status) && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setOpen(open === "reschedule" ? null : "reschedule")}
            aria-expanded={open === "reschedule"}
          >
            Reschedule
          </Button>
          {!a.recurring_facility_appointment && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setOpen(open === "series" ? null : "series")}
              aria-expanded={open === "series"}
            >
              Repeat…
            </Button>
          )}
        </div>
      )}
      {open === "reschedule" && (
        <ReschedulePanel
          appointment={a}
          facility={{
            id: f.id,
            name: f.name,
            time_zone: zone,
            address: "",
            instant_booking: f.instant_booking,
            cancel_cutoff_minutes: 0,
          }}
          staff
          onDone={async () => {
            setOpen(null);
            setMessage({ tone: "success", text: "Rescheduled." });
            await client.invalidateQueries({ queryKey: appointmentsKey(f.id) });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === "series" && <SeriesForm appointment={a} zone={zone} />}
      <section aria-labelledby="details-title" className="flex flex-col gap-3">
        <h3 id="details-title" className="text-sm font-semibold text-slate-900">
          Yard details
        </h3>
        <EditForm
          appointment={a}
          docks={f.docks}
          pending={change.isPending}
          onSave={(body) =>
            change.mutate({
              operation: "update_facility_appointment",
              body,
              optimistic: body as Partial<FacilityAppointment>,
            })
          }
        />
      </section>
      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <h3 id="history-title" className="text-sm font-semibold text-slate-900">
          History
        </h3>
        <HistoryList id={a.id} zone={zone} />
      </section>
    </aside>
  );
}
