import type { ReactNode } from "react";
import { cn } from "./cn";

/** Named facts as a definition list, the names in a column of their own; a fact without a value is left out. */
export function FactList({
  facts,
  className,
  termClassName,
}: {
  facts: [string, ReactNode][];
  /** The grid's columns. */
  className: string;
  termClassName: string;
}) {
  return (
    <dl className={cn("grid gap-x-3 gap-y-1.5 text-sm", className)}>
      {facts
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className={termClassName}>{k}</dt>
            <dd className="min-w-0 wrap-anywhere text-slate-900">{v}</dd>
          </div>
        ))}
    </dl>
  );
}
