"use client";
// Staff only: a time the facility's rules refuse (a cap, a closure, the load's
// length), or a reference its reference check refuses (not on its list, on
// another appointment, refused by the warehouse's hook or the hook silent),
// may be booked anyway, with a reason kept on the appointment and in its
// history (override_reason). Carriers and the public link never get this.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { OperationError } from "@/lib/api/client";
import {
  mayPassWithReason,
  refusalWords,
  type RefusalDetail,
  type WhenWords,
} from "@/components/ui/error-words";
import { isReferenceRefusal } from "./submit-errors";

/** What staff book past: the facility's rules, its reference check's refusal, or its hook not answering. */
export type RefusalKind = "rule" | "reference" | "referenceUnavailable";

export type Refusal = {
  kind: RefusalKind;
  /** The refusal as the server gave it: its reason, cause and values (worded here, never by its message). */
  detail: RefusalDetail;
  /** The field it names (a reference: order_info[<i>].reference_id). */
  field?: string;
};

const MAX_REASON = 500;

/** The rule a 409 names, when staff may book past it (by its reason and cause); null for anything else. */
export function ruleRefusal(e: unknown): Refusal | null {
  if (!(e instanceof OperationError) || e.status !== 409) return null;
  const d = e.details[0];
  return mayPassWithReason(d) ? { kind: "rule", detail: d } : null;
}

/** A reference check's refusal that staff may pass with a reason (the server takes override_reason for each). */
export function referenceRefusal(e: unknown): Refusal | null {
  if (!isReferenceRefusal(e)) return null;
  const error = e as OperationError;
  const d = error.details[0];
  return {
    kind: error.reason === "reference_check_unavailable" ? "referenceUnavailable" : "reference",
    detail: d,
    field: d?.field,
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// The words of each kind, by key in shared.override.
const WORDS: Record<RefusalKind, { title: string; reason: string; missing: string; back: string }> = {
  rule: { title: "title", reason: "reason", missing: "reasonMissing", back: "pickAnother" },
  reference: {
    title: "referenceTitle",
    reason: "referenceReason",
    missing: "referenceReasonMissing",
    back: "changeReference",
  },
  referenceUnavailable: {
    title: "unavailableTitle",
    reason: "referenceReason",
    missing: "referenceReasonMissing",
    back: "changeReference",
  },
};

type Props = {
  /** The refusal (worded in the reader's language; a warehouse's own words as written). */
  refusal: Refusal;
  /** Writes the times a refusal names (the earliest bookable), as the page writes times. */
  when?: WhenWords;
  pending: boolean;
  /** "Book anyway", "Move anyway", in the reader's language. */
  action: string;
  pendingText: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export function OverrideBox({ refusal, when, pending, action, pendingText, onConfirm, onCancel }: Props) {
  const t = useTranslations("shared.override");
  const errorWords = useTranslations("errors");
  const w = WORDS[refusal.kind];
  const said = capital(refusalWords(refusal.detail, errorWords, when) ?? errorWords("code.conflict"));
  // A warehouse's message may be a sentence already.
  const sentence = /[.!?…]$/.test(said) ? said : t("rule", { rule: said });
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const r = reason.trim();
    if (!r) return setError(t(w.missing));
    if (r.length > MAX_REASON) return setError(t("reasonTooLong", { max: MAX_REASON }));
    setError(null);
    onConfirm(r);
  };
  return (
    <section
      role="alert"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="override-box"
    >
      <div>
        <p id={`${id}-title`} className="font-semibold">
          {t(w.title)}
        </p>
        <p className="mt-1" data-testid="override-refusal">
          {sentence}
        </p>
        <p className="mt-1 text-amber-900">{t("staffMay")}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-reason`} className="font-medium">
          {t(w.reason)}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={MAX_REASON + 50}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-md border border-amber-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-amber-700 focus:ring-2 focus:ring-amber-600/30 focus:outline-none sm:text-sm"
        />
        {error && (
          <p id={`${id}-error`} className="font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={confirm} loading={pending} loadingText={pendingText}>
          {action}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t(w.back)}
        </Button>
      </div>
    </section>
  );
}
