"use client";
// The driver's consent to texts, beside the driver's phone in the forms that take it. Never ticked for the
// driver: a text needs their own yes. Without a number there is nothing to agree to, so the box waits,
// greyed, with a line saying it needs the phone; what was ticked is dropped when the number is taken away.
import { useTranslations } from "next-intl";
import type { InputHTMLAttributes } from "react";
import { Check } from "@/components/ui/check-group";

export function DriverConsent({
  id,
  hasPhone,
  ...input
}: { id: string; hasPhone: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id">) {
  const t = useTranslations("shared.driverConsent");
  return (
    <div className="flex flex-col gap-1">
      <Check
        id={id}
        {...input}
        disabled={!hasPhone || input.disabled}
        aria-describedby={hasPhone ? undefined : `${id}-hint`}
        label={t("label")}
      />
      {!hasPhone && (
        <p id={`${id}-hint`} className="ml-6 text-sm text-slate-600">
          {t("needsPhone")}
        </p>
      )}
    </div>
  );
}
