"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callOperation, OperationError } from "@/lib/api/client";
import type { FacilitySummary } from "@/lib/appointments/mine-schema";
import type { FacilityAppointment } from "@/lib/appointments/schema";
import { clock, inZone, localRange, shortDay } from "@/lib/core/time";
import { availabilityKey } from "./query-keys";
import { SlotPicker, type Slot } from "./slot-picker";
import { submitProblem } from "./submit-errors";

type Props = {
  appointment: FacilityAppointment;
  facility: FacilitySummary;
  staff: boolean;
  onDone: (a: FacilityAppointment) => void;
  onClose: () => void;
};

/** A new time for the same appointment: same length, same facility, the same open times a new booking gets. */
export function ReschedulePanel({ appointment: a, facility: f, staff, onDone, onClose }: Props) {
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [problem, setProblem] = useState<{ title: string; body: string } | null>(null);
  const minutes = Math.round(
    (Date.parse(a.scheduled_end_time) - Date.parse(a.scheduled_start_time)) / 60_000,
  );

  const move = useMutation({
    mutationFn: (s: Slot) =>
      callOperation("reschedule_facility_appointment", {
        id: a.id,
        scheduled_start_time: s.start_time,
        scheduled_end_time: s.end_time,
      }),
    onSuccess: onDone,
    onError: async (e) => {
      if (e instanceof OperationError && e.reason === "inside_cutoff") {
        setProblem({
          title: "Too close to the appointment to change it online",
          body: "Call the facility to change it now.",
        });
        return;
      }
      const p = submitProblem(e);
      setProblem({ title: p.title, body: p.body.replace("pick another time below", "pick another time") });
      if (p.where === "slot") {
        setSlot(null);
        await queryClient.invalidateQueries({ queryKey: availabilityKey(f.id) });
      }
    },
  });

  return (
    <section
      aria-labelledby="reschedule-title"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <div>
        <h2 id="reschedule-title" className="text-lg font-semibold text-slate-900">
          Pick a new time
        </h2>
        <p className="text-sm text-slate-600">
          Same facility, same {minutes}-minute slot. Now:{" "}
          {localRange(a.scheduled_start_time, a.scheduled_end_time, f.time_zone)}.
          {!staff &&
            !f.instant_booking &&
            " The facility confirms changes, so the appointment goes back to Requested until they do."}
        </p>
      </div>
      {problem && (
        <Alert tone="warning" title={problem.title}>
          {problem.body}
        </Alert>
      )}
      <SlotPicker
        facilityId={f.id}
        timeZone={f.time_zone}
        type={a.type}
        durationMinutes={minutes}
        selectedStart={slot?.start_time}
        onSelect={(s) => {
          setSlot(s);
          setProblem(null);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => slot && move.mutate(slot)}
          disabled={!slot}
          loading={move.isPending}
          loadingText="Moving…"
        >
          {slot
            ? `Move to ${shortDay(inZone(slot.start_time, f.time_zone))}, ${clock(inZone(slot.start_time, f.time_zone))}`
            : "Choose a new time"}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Keep the current time
        </Button>
      </div>
    </section>
  );
}
