// create_recurring_series and cancel_recurring_series. Occurrences are booked
// one by one under the facility's booking lock with the request's rules
// (bookingRefusal, then the facility's own rules engine over one read of the
// span, each placed occurrence counted before the next); what cannot be booked
// is reported, not dropped.
import { randomUUID } from "node:crypto";
import type { Db } from "../db";
import { conflict, invalid } from "../core/errors";
import { isStaffOf, type Caller, actingRole } from "../core/caller";
import { facilityToBook } from "../facilities/booking-facility";
import { bookingRefusal } from "../rules/facility-wide";
import { assertCarrierOutsideCutoff, assertStaff, visibleAppointment } from "../record/access";
import { bookingsNear } from "../rules/bookings";
import { prepareRules } from "../rules/engine";
import { rowCandidate, ruleWindow } from "../placement/judge";
import { changeTime, saveChange } from "./change";
import { newConfirmationCode } from "../record/confirmation-code";
import { withBookingLock } from "../placement/lock";
import { planOccurrences } from "./occurrences";
import { RECORD_INCLUDE, toRecord } from "../record/record";
import type { Changes } from "../record/fields";
import { insertAppointment, newAppointmentRow } from "../placement/insert";
import { RESCHEDULABLE } from "./reschedule";
import type { CancelSeriesInput, CancelSeriesResult, CreateSeriesInput, SeriesResult } from "./series-schema";
import { transition } from "./transitions";

export async function createRecurringSeries(
  db: Db,
  caller: Caller,
  input: CreateSeriesInput,
): Promise<SeriesResult> {
  const seen = await visibleAppointment(db, caller, input.appointment_id);
  assertStaff(caller, seen, "create recurring series");
  return withBookingLock(
    db,
    seen.facilityId,
    async (statements, tx) => {
      const source = await visibleAppointment(tx, caller, input.appointment_id);
      if (source.seriesId)
        throw conflict(
          "already_in_series",
          "the appointment already belongs to a recurring series",
          "appointment_id",
        );
      if (!RESCHEDULABLE.includes(source.status))
        throw conflict(
          "invalid_transition",
          `cannot repeat an appointment that is ${source.status}`,
          "appointment_id",
        );
      const facility = await facilityToBook(statements, source.facilityId);
      const until = input.count !== undefined ? { count: input.count } : { endDate: input.end_date! };
      const plan = planOccurrences(
        source.scheduledStart,
        source.scheduledEnd,
        facility.timeZone,
        input.repetition_type,
        until,
      );
      if (typeof plan === "string")
        throw invalid(
          input.count !== undefined ? "count" : "end_date",
          "out_of_range",
          plan.replace(/^(end_date|count) /, ""),
        );

      const now = changeTime(source);
      const series = await tx.recurringSeries.create({
        data: { facilityId: facility.id, repetitionType: input.repetition_type, createdAt: now },
      });
      const first = await saveChange(
        tx,
        caller,
        source,
        facility,
        { seriesId: series.id, seriesIndex: 0 },
        "series_created",
        now,
      );
      const result: SeriesResult = {
        recurring_facility_appointment: { id: series.id, repetition_type: input.repetition_type },
        appointments: [toRecord(first, caller)],
        skipped: [],
      };

      // One load of the span's holdings, then each occurrence checked and held
      // in turn, all under the lock: occurrences see each other.
      const [from, to] = [
        ruleWindow(facility.ruleSet, plan[0].start, plan[0].end)[0],
        ruleWindow(facility.ruleSet, plan[plan.length - 1].start, plan[plan.length - 1].end)[1],
      ];
      const judge = prepareRules(
        facility.ruleSet,
        await bookingsNear(statements, facility.id, from, to, facility.bufferMinutes),
        from,
        to,
      );
      const booked: { id: string; dockId: string; index: number; start: Date; end: Date }[] = [];
      for (const o of plan) {
        const [start, end] = [new Date(o.start), new Date(o.end)];
        const skip = (reason: string, message: string) =>
          result.skipped.push({
            scheduled_start_time: start.toISOString(),
            scheduled_end_time: end.toISOString(),
            reason,
            message,
          });
        if (o.start < now.getTime()) {
          skip("in_the_past", "the occurrence would start in the past");
          continue;
        }
        const refusal = bookingRefusal(facility.rules, o.start, o.end, now.getTime());
        if (refusal) {
          skip(refusal.reason, refusal.message);
          continue;
        }
        const candidate = rowCandidate(caller, source, start, end, undefined);
        const verdict = judge(candidate);
        if (!verdict.ok) {
          skip(verdict.refusal.reason, verdict.refusal.message);
          continue;
        }
        // The source's dock when that one is free, else the first free one.
        const dock = verdict.placement.free.find((d) => d.id === source.dockId) ?? verdict.placement.dock;
        judge.add({ ...candidate, dockId: dock.id });
        booked.push({ id: randomUUID(), dockId: dock.id, index: o.index, start, end });
      }
      // Oldest first, as the list orders them.
      booked.sort(
        (a, b) => a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      for (const b of booked) {
        const changes = {
          "recurring_facility_appointment.id": [null, series.id],
          series_index: [null, b.index],
        } satisfies Changes;
        const row = newAppointmentRow(
          {
            id: b.id,
            facilityId: facility.id,
            dockId: b.dockId,
            dockName: facility.docks.find((d) => d.id === b.dockId)!.name,
            carrierCompanyId: source.carrierCompanyId,
            seriesId: series.id,
            seriesIndex: b.index,
            series: { id: series.id, repetitionType: series.repetitionType },
            type: source.type,
            loadingType: source.loadingType,
            status: "Scheduled",
            confirmationCode: newConfirmationCode(),
            scheduledStart: b.start,
            scheduledEnd: b.end,
            quantity: source.quantity,
            units: source.units,
            carrier: source.carrier,
            carrierEmails: source.carrierEmails,
            shipperEmails: source.shipperEmails,
            receiverEmails: source.receiverEmails,
            carrierPhone: source.carrierPhone,
            carrierDriver: source.carrierDriver,
            carrierDriverPhone: source.carrierDriverPhone,
            trailerNumber: null,
            carrierNotes: source.carrierNotes,
            shipperReceiver: source.shipperReceiver,
            publicNotes: source.publicNotes,
            notes: source.notes,
            overrideReason: null,
            customFields: source.customFields,
            locale: null,
            orders: source.orders.map((o) => o.referenceId),
            loadTypes: source.loadTypes.map((l) => l.loadType),
            facilityFields: source.facility.customFields,
          },
          now,
        );
        await insertAppointment(statements, row, {
          actorRole: actingRole(caller),
          history: [{ at: now, actor: caller.actor, action: "created_from_series", changes }],
          event: { action: "created_from_series", changes, at: now },
        });
        result.appointments.push(toRecord(row, caller));
      }
      return result;
    },
    "prisma",
  );
}

export async function cancelRecurringSeries(
  db: Db,
  caller: Caller,
  input: CancelSeriesInput,
): Promise<CancelSeriesResult> {
  const seen = await visibleAppointment(db, caller, input.from_appointment_id);
  return withBookingLock(
    db,
    seen.facilityId,
    async (statements, tx) => {
      const from = await visibleAppointment(tx, caller, input.from_appointment_id);
      if (!from.seriesId)
        throw conflict(
          "not_in_series",
          "the appointment is not part of a recurring series",
          "from_appointment_id",
        );
      const facility = await facilityToBook(statements, from.facilityId);
      assertCarrierOutsideCutoff(caller, from, facility.cancelCutoffMinutes, changeTime(from));
      const rows = await tx.appointment.findMany({
        where: { seriesId: from.seriesId, scheduledStart: { gte: from.scheduledStart } },
        orderBy: [{ scheduledStart: "asc" }, { id: "asc" }],
        include: RECORD_INCLUDE,
      });
      const reason = input.reason ?? (isStaffOf(caller, facility.id) ? "FacilityRequest" : "CarrierRequest");
      const result: CancelSeriesResult = { cancelled: [], skipped: [] };
      for (const row of rows) {
        const now = changeTime(row);
        const planned = transition(row, "cancel", now, { reason, note: input.note });
        if (!planned.ok) {
          result.skipped.push({
            id: row.id,
            scheduled_start_time: row.scheduledStart.toISOString(),
            status: row.status,
            reason: "invalid_transition",
            message: planned.message,
          });
          continue;
        }
        result.cancelled.push(
          toRecord(await saveChange(tx, caller, row, facility, planned.change, planned.event, now), caller),
        );
      }
      return result;
    },
    "prisma",
  );
}
