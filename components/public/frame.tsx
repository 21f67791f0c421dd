import { useTranslations } from "next-intl";
import { Logo } from "@/components/ui/logo";

/**
 * The frame of the pages people reach by a link, without an account: a public
 * booking link, an appointment's manage link. One narrow column that reads on
 * a phone at the gate; no app navigation.
 */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between px-4 py-3">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}

/** A titled card of the page; `id` lets links jump to it. */
export function Step({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  const heading = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-title`;
  return (
    <section
      id={id}
      aria-labelledby={heading}
      className="flex scroll-mt-4 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={heading} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The facility's address and instructions for carriers, as the booking and the appointment show them. */
export function FacilityFacts({ address, instructions }: { address: string; instructions: string }) {
  const t = useTranslations("public.frame");
  if (!address && !instructions) return null;
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700">
      {address && (
        <p>
          <span className="font-medium text-slate-900">{t("address")}</span>
          {address}
        </p>
      )}
      {instructions && (
        <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950">
          <p className="font-medium">{t("instructions")}</p>
          <p className="whitespace-pre-line">{instructions}</p>
        </div>
      )}
    </div>
  );
}
