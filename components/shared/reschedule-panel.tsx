"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callOperation, OperationError } from "@/lib/api/client";
import type { FacilitySummary } from "@/lib/appointments/mine-schema";
import type { FacilityAppointment } from "@/lib/record/schema";
import type { DayReason } from "./closed-periods";
import { useLocalTime } from "./local-time";
import { OverrideBox, ruleRefusal, type Refusal } from "./override-box";
import { ChangePanel } from "./change-panel";
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
  const t = useTranslations("shared.reschedule");
  const errorWords = useTranslations("errors");
  const time = useLocalTime(f.time_zone);
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [problem, setProblem] = useState<{ title: string; body: string } | null>(null);
  // Staff: the rule the chosen time is past (chosen so, or as the server refused it).
  const [pastRule, setPastRule] = useState<string | null>(null);
  const [rule, setRule] = useState<Refusal | null>(null);
  const minutes = Math.round(
    (Date.parse(a.scheduled_end_time) - Date.parse(a.scheduled_start_time)) / 60_000,
  );

  const move = useMutation({
    mutationFn: ({ slot: s, reason }: { slot: Slot; reason?: string }) =>
      callOperation("reschedule_facility_appointment", {
        id: a.id,
        scheduled_start_time: s.start_time,
        scheduled_end_time: s.end_time,
        override_reason: reason,
      }),
    onSuccess: onDone,
    onError: async (e) => {
      const refused = staff ? ruleRefusal(e) : null;
      if (refused) {
        setProblem(null);
        setRule(refused);
        return;
      }
      if (e instanceof OperationError && e.reason === "inside_cutoff") {
        setProblem({ title: t("tooClose"), body: t("tooCloseText") });
        return;
      }
      const p = submitProblem(e, errorWords);
      // The booking form's words: the times are below the message here too.
      setProblem({ title: p.title, body: p.body });
      if (p.where === "slot") {
        setSlot(null);
        await queryClient.invalidateQueries({ queryKey: availabilityKey(f.id) });
      }
    },
  });

  return (
    <ChangePanel
      id="reschedule"
      title={t("title")}
      lead={t(!staff && !f.instant_booking ? "leadConfirmed" : "lead", {
        minutes,
        now: time.range(a.scheduled_start_time, a.scheduled_end_time),
      })}
      action={
        <Button
          onClick={() => slot && move.mutate({ slot })}
          disabled={!slot}
          loading={move.isPending}
          loadingText={t("moving")}
        >
          {slot
            ? t("moveTo", { day: time.shortDay(slot.start_time), time: time.clock(slot.start_time) })
            : t("choose")}
        </Button>
      }
      keep={t("keep")}
      onClose={onClose}
    >
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
        excludeAppointmentId={a.id}
        selectedStart={slot?.start_time}
        selectedEnd={slot?.end_time}
        pastRules={staff}
        onSelect={(s, r?: DayReason) => {
          setSlot(s);
          setProblem(null);
          setRule(null);
          setPastRule(s && r ? r.what : null);
        }}
      />
      {pastRule && slot && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("pastRule", { rule: pastRule })}
        </p>
      )}
      {rule && slot && (
        <OverrideBox
          refusal={rule}
          when={time.moment}
          pending={move.isPending}
          action={t("moveAnyway")}
          pendingText={t("moving")}
          onConfirm={(reason) => move.mutate({ slot, reason })}
          onCancel={() => {
            setRule(null);
            setSlot(null);
          }}
        />
      )}
    </ChangePanel>
  );
}
