import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = {
  /** The control's id: the label points at it, its error is `${id}-error`. */
  id: string;
  /** Said to screen readers only: the list's legend names it for everyone else. */
  label: string;
  /** The Remove button's name, e.g. "Remove reference number 2". */
  removeLabel: string;
  error?: string;
  onRemove: () => void;
  removeDisabled?: boolean;
  /** The control, with `id` and describedBy(id, ...) set. */
  children: ReactNode;
};

/** One line of a list the dispatcher grows and shrinks (e-mails, reference numbers): the control, Remove, its error. */
export function ListRow({ id, label, removeLabel, error, onRemove, removeDisabled, children }: Props) {
  const t = useTranslations("booking.listRow");
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        {children}
        <Button variant="ghost" onClick={onRemove} disabled={removeDisabled} aria-label={removeLabel}>
          {t("remove")}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
