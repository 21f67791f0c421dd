"use client";
// Everything about one appointment, and everything staff may do to it.
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorWords } from "@/components/ui/use-error-words";
import { localTime } from "@/components/shared/local-time";
import { appointmentsKey } from "@/components/shared/query-keys";
import { ReschedulePanel } from "@/components/shared/reschedule-panel";
import { StatusBadge } from "@/components/shared/status";
import { useNow } from "@/components/shared/use-now";
import { useStaffCustomFields } from "@/components/shared/use-custom-fields";
import { shownAnswers } from "@/lib/fields/values";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { panelToggle } from "@/components/ui/panel-toggle";
import { minutesFromStart, punctuality } from "@/lib/gate/punctuality";
import type { FacilityAppointment } from "@/lib/record/schema";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import { undoCode } from "@/lib/appointments/history-words";
import { undoTarget } from "@/lib/appointments/transitions";
import { phoneForPeople } from "@/lib/core/phone-display";
import { clock, inZone } from "@/lib/core/time";
import { CarrierAccount } from "./carrier-account";
import { DriverTexts } from "./driver-texts";
import { EditForm } from "./edit-form";
import { HistoryList, useAppointmentHistory } from "./history-list";
import { PastRuleNote } from "./past-rule-note";
import { SeriesForm } from "./series-form";
import { sitePanelLine, useSiteWords, type Words } from "./site-line";
import { StatusActions, type StatusChange } from "./status-actions";
import { useAppointmentChange } from "./use-appointment-change";
import { useDayWords } from "./use-day-words";

/** " · 25 min late" against the facility's on-time tolerance (lib/gate/punctuality.ts); work-ins have no booked time. */
function arrivalNote(a: FacilityAppointment, f: RunFacility, t: Words): string {
  if (!a.checked_in_at || a.is_work_in) return "";
  const p = punctuality(a.checked_in_at, a.scheduled_start_time, f.on_time_tolerance_minutes);
  const m = Math.abs(minutesFromStart(a.checked_in_at, a.scheduled_start_time));
  return ` · ${p === "on_time" ? t("onTime") : t(p === "early" ? "early" : "late", { minutes: m })}`;
}

/** When the carrier is reminded by e-mail (the facility's setting), while the appointment is still ahead. */
function reminderAt(a: FacilityAppointment, f: RunFacility, t: Words, day: (ms: number) => string) {
  if (!f.reminder_hours || !["Requested", "Scheduled"].includes(a.status) || !a.carrier_emails.length)
    return null;
  const at = inZone(a.scheduled_start_time, f.time_zone).minus({ hours: f.reminder_hours });
  const values = { at: `${day(at.toMillis())} ${clock(at)}`, hours: f.reminder_hours };
  return t(at.toMillis() < Date.now() ? "reminderPassed" : "reminder", values);
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
  const t = useTranslations("calendar.panel");
  const tc = useTranslations("common");
  const locale = useLocale();
  const th = useTranslations("calendar.history");
  const tt = useTranslations("calendar.texts");
  const answers = useTranslations("shared.customFields");
  const refusal = useErrorWords();
  const words = useDayWords(f.time_zone);
  const when = (iso: string | null) =>
    iso ? `${words.short(iso)} ${clock(inZone(iso, f.time_zone))}` : null;
  const fields = useStaffCustomFields(f.id);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [open, setOpen] = useState<"reschedule" | "series" | null>(null);
  const toggle = panelToggle(open, setOpen);
  const change = useAppointmentChange(a, (_saved, error) =>
    setMessage(
      error
        ? { tone: "error", text: t("notSaved", { reason: refusal(error) }) }
        : { tone: "success", text: t("saved") },
    ),
  );
  // Offered only for a step that can still be taken back: the latest not undone, the appointment as it left it.
  const history = useAppointmentHistory(a.id);
  const target = history.data && undoTarget([...history.data.events].reverse());
  const record = a as unknown as Record<string, unknown>;
  const asLeft =
    target && Object.entries(target.changes).every(([f, [, after]]) => !(f in record) || record[f] === after);
  const undo = target && asLeft ? th(`undo.${undoCode(target.action)}`) : null;
  const onStatus = (c: StatusChange) => {
    setMessage(null);
    change.mutate({
      operation: "update_facility_appointment_status",
      body: { action: c.action, reason: c.reason, note: c.note },
      optimistic: c.optimistic,
    });
  };
  const zone = f.time_zone;
  const site = sitePanelLine(a, zone, useNow(), useSiteWords());
  const start = inZone(a.scheduled_start_time, zone);
  const end = inZone(a.scheduled_end_time, zone);
  const range = t("range", {
    day: words.long(a.scheduled_start_time),
    start: clock(start),
    end: start.hasSame(end, "day") ? clock(end) : `${words.short(a.scheduled_end_time)} ${clock(end)}`,
    zone: localTime(locale, zone).zoneLabel(start.toMillis()),
  });
  const facts: [string, React.ReactNode][] = [
    [t("when"), range],
    [t("dock"), a.dock ?? t("unassigned")],
    [t("pastRule"), a.override_reason && <PastRuleNote reason={a.override_reason} />],
    [
      t("type"),
      `${tc(`direction.${a.type}`)} · ${a.loading_type === "Drop" ? t("dropTrailer") : t("liveLoad")}`,
    ],
    [t("carrier"), a.carrier],
    [t("carrierAccount"), <CarrierAccount key={a.id} id={a.id} />],
    [
      t("phone"),
      a.carrier_phone && (
        <a href={`tel:${a.carrier_phone}`} className="text-blue-800 underline">
          {a.carrier_phone}
        </a>
      ),
    ],
    [t("driver"), a.carrier_driver],
    [
      t("driverPhone"),
      a.carrier_driver_phone && (
        <a href={`tel:${a.carrier_driver_phone}`} className="text-blue-800 underline">
          {phoneForPeople(a.carrier_driver_phone, f.country)}
        </a>
      ),
    ],
    [t("emails"), a.carrier_emails.join(", ")],
    [t("references"), a.order_info.map((o) => o.reference_id).join(", ")],
    [t("quantity"), a.quantity ? `${a.quantity} ${a.units ? tc(`unitName.${a.units}`) : ""}` : null],
    [t("loadTypes"), a.all_load_types.map((l) => l.name).join(", ")],
    [t("shipperReceiver"), a.shipper_receiver],
    [t("trailer"), a.trailer_number],
    [t("seal"), a.seal_number],
    ...shownAnswers(a.custom_fields, fields, "staff", [answers("yes"), answers("no")], locale),
    [t("forklift"), a.forklift],
    [t("reminderLabel"), reminderAt(a, f, t, words.short)],
    [t("eta"), when(a.estimated_start_datetime)],
    [t("checkedIn"), when(a.checked_in_at) && `${when(a.checked_in_at)}${arrivalNote(a, f, t)}`],
    [t("loadingStarted"), when(a.load_started_at)],
    [t("loadingFinished"), when(a.load_finished_at)],
    [t("checkedOut"), when(a.checked_out_at)],
    [
      t("cancelled"),
      a.cancelled_at &&
        `${when(a.cancelled_at)} · ${a.cancelled_reason ? tc(`cancelReason.${a.cancelled_reason}`) : ""}${a.cancelled_note ? ` · ${a.cancelled_note}` : ""}`,
    ],
    [t("carrierNotes"), a.carrier_notes],
    [
      t("series"),
      a.recurring_facility_appointment &&
        tc(`repetition.${a.recurring_facility_appointment.repetition_type}`),
    ],
    [t("workIn"), a.is_work_in ? t("workInYes") : null],
    [t("created"), when(a.created_at)],
    [t("lastChange"), when(a.updated_at)],
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
            {change.isPending && <span className="text-xs text-slate-500">{t("saving")}</span>}
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label={t("closeLabel")}>
          {t("close")}
        </Button>
      </div>
      {message && (
        <Alert tone={message.tone} className="py-2">
          {message.text}
        </Alert>
      )}
      <StatusActions appointment={a} pending={change.isPending} undo={undo} onChange={onStatus} />
      <FactList facts={facts} className="grid-cols-[8.5rem_1fr]" termClassName="text-slate-500" />
      {["Requested", "Scheduled"].includes(a.status) && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" {...toggle("reschedule")}>
            {t("reschedule")}
          </Button>
          {!a.recurring_facility_appointment && (
            <Button variant="secondary" size="sm" {...toggle("series")}>
              {t("repeat")}
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
            setMessage({ tone: "success", text: t("rescheduled") });
            await client.invalidateQueries({ queryKey: appointmentsKey(f.id) });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === "series" && <SeriesForm appointment={a} zone={zone} />}
      <section aria-labelledby="details-title" className="flex flex-col gap-3">
        <h3 id="details-title" className="text-sm font-semibold text-slate-900">
          {t("yardDetails")}
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
      <section aria-labelledby="texts-title" className="flex flex-col gap-3">
        <h3 id="texts-title" className="text-sm font-semibold text-slate-900">
          {tt("title")}
        </h3>
        <DriverTexts
          id={a.id}
          zone={zone}
          canText={Boolean(a.carrier_driver_phone)}
          waiting={a.status === "Arrived" && !a.checked_out_at}
        />
      </section>
      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <h3 id="history-title" className="text-sm font-semibold text-slate-900">
          {t("history")}
        </h3>
        <HistoryList id={a.id} zone={zone} />
      </section>
    </aside>
  );
}
