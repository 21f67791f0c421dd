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
