"use client";
// The buttons of a settings list (limits, closures, kept docks): remove a row, add one.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** "Remove", named for the row it removes (`label`), for screen readers among many alike. */
export function RemoveRow({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  const t = useTranslations("settings.rows");
  return (
    <Button variant="danger-ghost" size="sm" className={className} onClick={onClick} aria-label={label}>
      {t("remove")}
    </Button>
  );
}

export function AddRow({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

/** One row of a settings list: a group named `label` for screen readers, its fields, then its remove button. */
export function RowGroup({
  label,
  removeLabel,
  onRemove,
  children,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:p-4"
    >
      {children}
      <div>
        <RemoveRow label={removeLabel} onClick={onRemove} />
      </div>
    </div>
  );
}
