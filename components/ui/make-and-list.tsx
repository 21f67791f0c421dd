import type { ReactNode } from "react";
import { Card } from "./card";

type Props = { form: ReactNode; listId: string; listTitle: string; children: ReactNode };

/** A page that makes things and lists them (tokens, endpoints, users): the form on a card, the titled list. */
export function MakeAndList({ form, listId, listTitle, children }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-4 sm:p-6">{form}</Card>
      <section aria-labelledby={listId} className="flex flex-col gap-3">
        <h2 id={listId} className="text-lg font-semibold text-slate-900">
          {listTitle}
        </h2>
        {children}
      </section>
    </div>
  );
}
