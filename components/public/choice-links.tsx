import { cn } from "@/components/ui/cn";

/** A choice made by following a link (no script needed): the current one is marked. */
export function ChoiceLinks({
  label,
  options,
}: {
  label: string;
  options: { href: string; label: string; current: boolean; note?: string }[];
}) {
  return (
    <nav aria-label={label}>
      <p className="mb-2 text-sm font-medium text-slate-800">{label}</p>
      <ul className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <li key={o.href}>
            <a
              href={o.href}
              aria-current={o.current ? "true" : undefined}
              className={cn(
                "flex min-h-11 flex-col justify-center rounded-md border px-3 py-2 text-sm font-medium",
                o.current
                  ? "border-brand-600 bg-brand-50 text-brand-900"
                  : "border-slate-300 bg-white text-slate-900 hover:border-brand-600",
              )}
            >
              {o.label}
              {o.note && <span className="text-xs font-normal text-slate-600">{o.note}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
