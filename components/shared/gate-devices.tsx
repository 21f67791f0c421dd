"use client";
// Staff manage a facility's gate devices: make a link (its secret shown once),
// make this very tablet a device, choose the language it shows drivers, see
// when each was last used, revoke one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import { isLocale, LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";

const key = (facilityId: string) => ["gate-links", facilityId];

/** A device's language: "" is the facility's default. */
function LanguageOptions() {
  const t = useTranslations("gate.devices");
  return (
    <>
      <option value="">{t("facilityDefault")}</option>
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </>
  );
}
const localeOf = (value: string): Locale | null => (isLocale(value) ? value : null);

export function GateDevices({
  facilityId,
  thisTablet = false,
}: {
  facilityId: string;
  thisTablet?: boolean;
}) {
  const t = useTranslations("gate.devices");
  const reader = useLocale();
  const failure = useErrorWords();
  // In the browser's own zone, as before: drawn only once the list has loaded, never on the server.
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(reader) : t("never"));
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [locale, setLocale] = useState("");
  const [made, setMade] = useState<{ url: string; name: string } | null>(null);
  const links = useQuery({
    queryKey: key(facilityId),
    queryFn: () => callOperation("list_gate_links", { facility_id: facilityId }),
  });
  const create = useMutation({
    mutationFn: (here: boolean) =>
      callOperation("create_gate_link", {
        facility_id: facilityId,
        name: name || undefined,
        locale: localeOf(locale),
      }).then((l) => ({
        ...l,
        here,
      })),
    onSuccess: async (l) => {
      await queryClient.invalidateQueries({ queryKey: key(facilityId) });
      // This tablet: open the link here, which keeps the secret in its cookie.
      if (l.here) window.location.assign(l.url);
      else setMade({ url: l.url, name: l.name });
      setName("");
      setLocale("");
    },
  });
  const relanguage = useMutation({
    mutationFn: (v: { id: string; locale: Locale | null }) => callOperation("update_gate_link", v),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(facilityId) }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => callOperation("revoke_gate_link", { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(facilityId) }),
  });
  const active = (links.data ?? []).filter((l) => !l.revoked_at);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(false);
        }}
      >
        <Field id="gate-device-name" label={t("name")} optional className="flex-1">
          <Input
            id="gate-device-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t("namePlaceholder")}
            maxLength={100}
          />
        </Field>
        <Field id="gate-device-language" label={t("language")}>
          <Select id="gate-device-language" value={locale} onChange={(e) => setLocale(e.target.value)}>
            <LanguageOptions />
          </Select>
        </Field>
        <Button type="submit" variant="secondary" loading={create.isPending} loadingText={t("making")}>
          {t("make")}
        </Button>
        {thisTablet && (
          <Button type="button" onClick={() => create.mutate(true)} disabled={create.isPending}>
            {t("useThis")}
          </Button>
        )}
      </form>
      {create.isError && <Alert tone="error">{failure(create.error)}</Alert>}
      {relanguage.isError && <Alert tone="error">{failure(relanguage.error)}</Alert>}
      {made && (
        <Alert tone="success" title={t("openOnce")}>
          <span className="flex flex-wrap items-center gap-2">
            <code className="break-all" data-testid="gate-link-url">
              {made.url}
            </code>
            <CopyButton value={made.url} label={t("copy")} />
          </span>
        </Alert>
      )}
      {active.length > 0 && (
        <ul
          className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white"
          aria-label={t("list")}
        >
          {active.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{l.name || t("unnamed")}</span>{" "}
                <span className="font-mono text-slate-600">{l.prefix}…</span>
                <span className="block text-slate-600">{t("lastUsed", { when: when(l.last_used_at) })}</span>
              </span>
              <Select
                aria-label={t("languageOf", { name: l.name || l.prefix })}
                className="w-auto"
                value={l.locale ?? ""}
                disabled={relanguage.isPending}
                onChange={(e) => relanguage.mutate({ id: l.id, locale: localeOf(e.target.value) })}
              >
                <LanguageOptions />
              </Select>
              <Button
                type="button"
                variant="danger-ghost"
                size="sm"
                onClick={() => revoke.mutate(l.id)}
                aria-label={t("revokeLabel", { name: l.name || l.prefix })}
              >
                {t("revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
