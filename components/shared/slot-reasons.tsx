"use client";
// Why a day's other starts are not offered, under its open times; for staff,
// the starts a rule keeps closed, to book past it with a reason.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { DayReason } from "./closed-periods";
import { ReasonList } from "./reason-list";
import { SlotTimes } from "./slot-times";

export type RuledSlot = { start_time: string; end_time: string; free_docks: number };

type Props = {
  reasons: DayReason[];
  zone: string;
  /** Staff: the rule's starts may be chosen, to book past it. */
  pastRules?: { stepMinutes: number; durationMinutes: number; selectedStart?: string };
  onSelect?: (slot: RuledSlot, reason: DayReason) => void;
};

export function SlotReasons({ reasons, zone, pastRules, onSelect }: Props) {
  const t = useTranslations("shared.reasons");
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <ReasonList
      reasons={reasons}
      after={(r) =>
        pastRules &&
        r.overridable && (
          <>
            {" "}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              aria-expanded={opened === r.key}
              onClick={() => setOpened(opened === r.key ? null : r.key)}
            >
              {opened === r.key ? t("hideTimes") : t("bookPast")}
            </button>
            {opened === r.key && (
              <RuledTimes reason={r} zone={zone} {...pastRules} onSelect={(s) => onSelect?.(s, r)} />
            )}
          </>
        )
      }
    />
  );
}

function RuledTimes({
  reason,
  zone,
  stepMinutes,
  durationMinutes,
  selectedStart,
  onSelect,
}: {
  reason: DayReason;
  zone: string;
  stepMinutes: number;
  durationMinutes: number;
  selectedStart?: string;
  onSelect: (slot: RuledSlot) => void;
}) {
  const t = useTranslations("shared.reasons");
  const starts: RuledSlot[] = [];
  for (let t = Date.parse(reason.start_time); t < Date.parse(reason.end_time); t += stepMinutes * 60_000)
    starts.push({
      start_time: new Date(t).toISOString(),
      end_time: new Date(t + durationMinutes * 60_000).toISOString(),
      free_docks: 0,
    });
  return (
    <fieldset className="mt-2 mb-1 min-w-0">
      <legend className="mb-1.5 text-xs text-slate-600">{t("staffOnly")}</legend>
      <SlotTimes slots={starts} zone={zone} selectedStart={selectedStart} onSelect={onSelect} ruled />
    </fieldset>
  );
}
