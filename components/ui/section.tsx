import { useId, type ReactNode } from "react";
import { Card } from "./card";

type Props = {
  title: string;
  /** Numbers the parts of a form that is filled in from top to bottom. */
  step?: number;
  /** Said instead of the content while the part cannot be filled in yet. */
  note?: ReactNode;
  /** The layout of the content under the title. */
  className?: string;
  children: ReactNode;
};

/** One titled part of a long form, on its own card. */
export function Section({ title, step, note, className, children }: Props) {
  const id = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 flex items-center gap-3 text-lg font-semibold text-slate-900">
          {step !== undefined && (
            <span
              className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
              aria-hidden="true"
            >
              {step}
            </span>
          )}
          {title}
        </h2>
        {note && <p className="text-sm text-slate-600">{note}</p>}
        <div className={className}>{children}</div>
      </section>
    </Card>
  );
}
