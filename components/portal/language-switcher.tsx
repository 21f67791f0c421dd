"use client";
// One select in the header. With the page's script, picking a language posts it
// and the page is drawn again in it; without one (the landing page runs none),
// the form's button posts it and the server sends the browser back.
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSyncExternalStore, useTransition } from "react";
import { LOCALES, LOCALE_NAMES } from "@/lib/i18n/locales";

const noChange = () => () => {};

export function LanguageSwitcher() {
  const t = useTranslations("portal.language");
  const locale = useLocale();
  const router = useRouter();
  const [pending, start] = useTransition();
  // False in the server's HTML (and on the landing page, which never hydrates), true once the script runs.
  const scripted = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return (
    <form action="/language" method="post" className="flex items-center gap-1">
      <label htmlFor="language" className="sr-only">
        {t("label")}
      </label>
      <select
        id="language"
        name="locale"
        defaultValue={locale}
        disabled={pending}
        onChange={(e) => {
          const body = new FormData(e.currentTarget.form!);
          start(async () => {
            await fetch("/language", { method: "POST", body, redirect: "manual" });
            router.refresh();
          });
        }}
        className="rounded-md border border-slate-300 bg-white py-1.5 pr-7 pl-2 text-sm text-slate-800"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      {!scripted && (
        <button type="submit" className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 underline">
          {t("apply")}
        </button>
      )}
    </form>
  );
}
