"use client";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
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
    <section
      aria-labelledby="cancel-title"
      className="flex flex-col gap-4 rounded-lg border border-red-200 bg-red-50/50 p-4 sm:p-5"
    >
      <div>
        <h2 id="cancel-title" className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-700">{t("text")}</p>
      </div>
      {error && (
        <Alert tone="error" title={t("failed")}>
          {error instanceof OperationError && error.reason === "inside_cutoff"
            ? t("insideCutoff")
            : failure(error)}
        </Alert>
      )}
      <Field id="cancel-note" label={t("note")} optional>
        <Textarea
          id="cancel-note"
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          onClick={() => cancel.mutate()}
          loading={cancel.isPending}
          loadingText={t("cancelling")}
        >
          {t("confirm")}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t("keep")}
        </Button>
      </div>
    </section>
  );
}
