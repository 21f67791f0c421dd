import { Card } from "@/components/ui/card";

/** One titled card of the settings form. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
