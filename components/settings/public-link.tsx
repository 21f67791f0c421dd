"use client";
// The facility's public booking link: whether it books (off, requests,
// instant), its address, a copy button and a QR code to print. The QR code
// and the printable sign show the saved link; a changed one after saving.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { buttonClasses } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { SettingsValues } from "./settings-values";

// Each mode's words: settings.publicLink.<mode> and <mode>Hint.
const MODES = ["off", "requests", "instant"] as const;

export function PublicLinkSettings({
  form,
  facilityId,
  linkBase,
  savedSlug,
  error,
}: {
  form: UseFormReturn<SettingsValues>;
  facilityId: string;
  /** The site's public address for /f/, e.g. https://dock.example.com/f/ */
  linkBase: string;
  savedSlug: string;
  error: (path: "slug" | "public_booking") => string | undefined;
}) {
  const t = useTranslations("settings.publicLink");
  const { register, control } = form;
  const [mode, slug, instant] = useWatch({ control, name: ["public_booking", "slug", "instant_booking"] });
  const link = `${linkBase}${savedSlug}`;
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-describedby={error("public_booking") ? "s-public-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("legend")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {MODES.map((m) => (
            <label
              key={m}
              className="flex cursor-pointer gap-2 rounded-md border border-slate-300 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                type="radio"
                value={m}
                className="mt-0.5 size-4 accent-brand-600"
                disabled={m === "instant" && !instant && mode !== "instant"}
                {...register("public_booking")}
              />
              <span>
                <span className="block font-medium text-slate-900">{t(m)}</span>
                <span className="block text-slate-600">{t(`${m}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
        <p id="s-public-error" className="mt-1 text-sm font-medium text-red-700" aria-live="polite">
          {error("public_booking")}
        </p>
      </fieldset>
      <Field id="s-slug" label={t("link")} hint={t("linkHint")} error={error("slug")}>
        <div className="flex items-center gap-1">
          <span className="shrink-0 text-sm text-slate-600">/f/</span>
          <Input id="s-slug" autoCapitalize="none" spellCheck={false} {...register("slug")} />
        </div>
      </Field>
      <div className="flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our own route */}
        <img
          src={`/f/${savedSlug}/qr.svg`}
          alt={t("qr", { link })}
          width={128}
          height={128}
          className="size-32 shrink-0 self-center rounded bg-white sm:self-start"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm break-all text-slate-900" data-testid="public-link">
            {link}
          </p>
          {slug !== savedSlug && <p className="text-sm text-amber-800">{t("saveFirst")}</p>}
          <div className="flex flex-wrap gap-2">
            <CopyButton value={link} label={t("copy")} />
            <a href={`/f/${savedSlug}/qr.svg?download`} className={buttonClasses("secondary", "sm")}>
              {t("download")}
            </a>
            <Link
              href={`/settings/print?facility=${facilityId}`}
              className={buttonClasses("secondary", "sm")}
            >
              {t("print")}
            </Link>
            {mode !== "off" && (
              <a href={link} target="_blank" rel="noreferrer" className={buttonClasses("ghost", "sm")}>
                {t("open")}
              </a>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
