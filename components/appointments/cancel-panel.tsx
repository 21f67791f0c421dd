"use client";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CancelNote } from "@/components/shared/cancel-note";
import { ChangePanel } from "@/components/shared/change-panel";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation, OperationError } from "@/lib/api/client";
import type { FacilityAppointment } from "@/lib/record/schema";

type Props = {
  appointment: FacilityAppointment;
  onDone: (a: FacilityAppointment) => void;
  onClose: () => void;
};

/** A second, explicit step before cancelling: it releases the dock time and cannot be taken back by the carrier. */
export function CancelPanel({ appointment: a, onDone, onClose }: Props) {
  const t = useTranslations("appointments.cancel");
  const failure = useErrorWords();
  const [note, setNote] = useState("");
  const cancel = useMutation({
    mutationFn: () =>
      callOperation("update_facility_appointment_status", {
        id: a.id,
        action: "cancel",
        note: note.trim() || undefined,
      }),
    onSuccess: onDone,
  });
  const error = cancel.error;
  return (
    <ChangePanel
      id="cancel"
      title={t("title")}
      lead={t("text")}
      danger
      action={
        <Button
          variant="danger"
          onClick={() => cancel.mutate()}
          loading={cancel.isPending}
          loadingText={t("cancelling")}
        >
          {t("confirm")}
        </Button>
      }
      keep={t("keep")}
      onClose={onClose}
    >
      {error && (
        <Alert tone="error" title={t("failed")}>
          {error instanceof OperationError && error.reason === "inside_cutoff"
            ? t("insideCutoff")
            : failure(error)}
        </Alert>
      )}
      <CancelNote label={t("note")} value={note} onChange={setNote} />
    </ChangePanel>
  );
}
