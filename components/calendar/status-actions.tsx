"use client";
// The lifecycle buttons an appointment's status allows, from the same state
// machine the server enforces (lib/appointments/transitions.ts).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CancelNote } from "@/components/shared/cancel-note";
import { stepSnapshot } from "@/components/shared/step-snapshot";
import { Button } from "@/components/ui/button";
import { ChoiceField } from "@/components/ui/choice-field";
import type { FacilityAppointment } from "@/lib/record/schema";
import { CANCEL_REASONS, transition, type StepAction } from "@/lib/appointments/transitions";

// `label`: the key of the button's words in calendar.actions.
const BUTTONS: { action: StepAction; label: string; variant: "primary" | "secondary" | "danger-ghost" }[] = [
  { action: "approve", label: "approve", variant: "primary" },
  { action: "check_in", label: "checkIn", variant: "primary" },
  { action: "start_loading", label: "startLoading", variant: "primary" },
  { action: "finish_loading", label: "finishLoading", variant: "primary" },
  { action: "check_out", label: "checkOut", variant: "primary" },
  { action: "no_show", label: "noShow", variant: "secondary" },
];

export type StatusChange = {
  action: string;
  reason?: string;
  note?: string;
  optimistic: Partial<FacilityAppointment>;
};

/** The record fields a step sets, for showing it before the server answers. */
function optimistic(
  a: FacilityAppointment,
  action: StepAction,
  extra: { reason?: string; note?: string } = {},
): Partial<FacilityAppointment> | null {
  const planned = transition(
    stepSnapshot(a),
    action,
    new Date(),
    extra as { reason?: (typeof CANCEL_REASONS)[number]; note?: string },
  );
  if (!planned.ok) return null;
  const c = planned.change as Record<string, unknown>;
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : undefined);
  return Object.fromEntries(
    Object.entries({
      status: c.status,
      checked_in_at: iso(c.checkedInAt),
      load_started_at: iso(c.loadStartedAt),
      load_finished_at: iso(c.loadFinishedAt),
      checked_out_at: iso(c.checkedOutAt),
      cancelled_at: iso(c.cancelledAt),
    }).filter(([, v]) => v !== undefined),
  );
}

/** `undo`: what the undo button takes back ("Undo check-in"); no button when there is nothing. */
export function StatusActions({
  appointment: a,
  pending,
  undo,
  onChange,
}: {
  appointment: FacilityAppointment;
  pending: boolean;
  undo: string | null;
  onChange: (c: StatusChange) => void;
}) {
  const t = useTranslations("calendar.actions");
  const tc = useTranslations("common");
  const [cancelling, setCancelling] = useState<"cancel" | "decline" | null>(null);
  const [reason, setReason] = useState<(typeof CANCEL_REASONS)[number]>("FacilityRequest");
  const [note, setNote] = useState("");
  const allowed = BUTTONS.map((b) => ({ ...b, patch: optimistic(a, b.action) })).filter((b) => b.patch);
  const canCancel = optimistic(a, "cancel") !== null;
  const canDecline = optimistic(a, "decline") !== null;

  const confirm = () => {
    const action = cancelling!;
    const patch = optimistic(a, action, { reason, note })!;
    onChange({
      action,
      reason: action === "cancel" ? reason : undefined,
      note: note.trim() || undefined,
      optimistic: patch,
    });
    setCancelling(null);
    setNote("");
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {allowed.map((b) => (
          <Button
            key={b.action}
            variant={b.variant}
            size="sm"
            disabled={pending}
            onClick={() => onChange({ action: b.action, optimistic: b.patch! })}
          >
            {t(b.label)}
          </Button>
        ))}
        {canDecline && (
          <Button
            variant="danger-ghost"
            size="sm"
            disabled={pending}
            onClick={() => setCancelling("decline")}
          >
            {t("decline")}
          </Button>
        )}
        {canCancel && (
          <Button variant="danger-ghost" size="sm" disabled={pending} onClick={() => setCancelling("cancel")}>
            {t("cancel")}
          </Button>
        )}
        {undo && (
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => onChange({ action: "undo", optimistic: {} })}
          >
            {undo}
          </Button>
        )}
      </div>
      {cancelling && (
        <div className="flex flex-col gap-3 rounded-md border border-red-200 bg-red-50/60 p-3">
          {cancelling === "cancel" && (
            <ChoiceField
              id="cancel-reason"
              label={t("reason")}
              value={reason}
              values={CANCEL_REASONS}
              word={(r) => tc(`cancelReason.${r}`)}
              onChange={setReason}
            />
          )}
          <CancelNote
            label={cancelling === "cancel" ? t("cancelNote") : t("declineNote")}
            value={note}
            onChange={setNote}
          />
          <div className="flex gap-2">
            <Button variant="danger" size="sm" onClick={confirm}>
              {cancelling === "cancel" ? t("cancelAppointment") : t("declineRequest")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setCancelling(null)}>
              {t("keep")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
