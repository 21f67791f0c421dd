"use client";
// The driver's one-tap language on the gate screen. The choice is a cookie
// lib/http/request-language.ts reads before the device's own language; it lasts for
// this driver's check-in only (GateDesk clears it when the check-in is done).
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { GATE_LOCALE_COOKIE, LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";

const setCookie = (value: string) => {
  document.cookie = value;
};
const hasChoice = () => document.cookie.split("; ").some((c) => c.startsWith(`${GATE_LOCALE_COOKIE}=`));

/** Forgets the driver's choice; true when there was one (the page then needs the device's language again). */
export function clearDriverLanguage(): boolean {
  if (!hasChoice()) return false;
  setCookie(`${GATE_LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`);
  return true;
}

export function DriverLanguage() {
  const t = useTranslations("gate.languages");
  const current = useLocale();
  const router = useRouter();
  const choose = (l: Locale) => {
    // A session cookie: a tablet switched off forgets it too.
    setCookie(`${GATE_LOCALE_COOKIE}=${l}; path=/; samesite=lax`);
    router.refresh();
  };
  return (
    <div role="group" aria-label={t("label")} className="flex flex-wrap gap-2" data-testid="gate-languages">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === current}
          onClick={() => choose(l)}
          className={cn(
            "min-h-11 min-w-11 rounded-md border px-3 py-2 text-base font-medium",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
            l === current
              ? "border-slate-900 bg-slate-900 text-white"
              : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
          )}
        >
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
