import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

/**
 * A change to one appointment asked for in a second step (cancel it, move it): titled, said what it does,
 * then its own button beside the one that keeps the appointment as it is. `danger` for what cannot be undone.
 */
export function ChangePanel({
  id,
  title,
  lead,
  danger = false,
  action,
  keep,
  onClose,
  children,
}: {
  /** Prefix of the title's id, which names the panel for screen readers. */
  id: string;
  title: string;
  lead: ReactNode;
  danger?: boolean;
  action: ReactNode;
  keep: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex flex-col gap-4 rounded-lg border p-4 sm:p-5",
        danger ? "border-red-200 bg-red-50/50" : "border-slate-200 bg-slate-50",
      )}
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className={cn("text-sm", danger ? "text-slate-700" : "text-slate-600")}>{lead}</p>
      </div>
      {children}
      <div className="flex flex-wrap gap-2">
        {action}
        <Button variant="ghost" onClick={onClose}>
          {keep}
        </Button>
      </div>
    </section>
  );
}
