"use client";
// A standing load from one appointment: every occurrence is a real booking
// holding its dock; the ones that cannot be booked are listed, not dropped.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { appointmentsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldWords, refusalWords } from "@/components/ui/error-words";
import { useErrorWords } from "@/components/ui/use-error-words";
import { ChoiceField } from "@/components/ui/choice-field";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callOperation } from "@/lib/api/client";
import type { FacilityAppointment } from "@/lib/record/schema";
import { REPETITION_TYPES } from "@/lib/core/vocabulary";
import { clock, inZone } from "@/lib/core/time";
import { useDayWords } from "./use-day-words";

export function SeriesForm({ appointment: a, zone }: { appointment: FacilityAppointment; zone: string }) {
  const client = useQueryClient();
  const t = useTranslations("calendar.series");
  const tc = useTranslations("common");
  const failure = useErrorWords();
  const errorsT = useTranslations("errors");
  const words = useDayWords(zone);
  const [repetition, setRepetition] = useState<(typeof REPETITION_TYPES)[number]>("Weekly");
  const [count, setCount] = useState(8);
  const create = useMutation({
    mutationFn: () =>
      callOperation("create_recurring_series", { appointment_id: a.id, repetition_type: repetition, count }),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentsKey(a.facility) }),
  });
  const r = create.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <ChoiceField
          id="series-repetition"
          label={t("repeat")}
          value={repetition}
          values={REPETITION_TYPES}
          word={(r) => tc(`repetition.${r}`)}
          onChange={setRepetition}
        />
        <Field id="series-count" label={t("count")}>
          <Input
            id="series-count"
            type="number"
            min={2}
            max={366}
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
            className="w-28"
          />
        </Field>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => create.mutate()}
          loading={create.isPending}
          loadingText={t("booking")}
        >
          {t("create")}
        </Button>
      </div>
      {create.error && (
        <Alert tone="error" title={t("failed")}>
          {failure(create.error)}
        </Alert>
      )}
      {r && (
        <Alert
          tone={r.skipped.length ? "warning" : "success"}
          title={t("booked", { count: r.appointments.length })}
        >
          {r.skipped.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {r.skipped.map((s) => (
                <li key={s.scheduled_start_time}>
                  {words.short(s.scheduled_start_time)} {clock(inZone(s.scheduled_start_time, zone))}:{" "}
                  {refusalWords(s, errorsT) ?? fieldWords(s.reason, errorsT)}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}
