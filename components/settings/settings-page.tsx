"use client";
// Facility settings: pick one of your facilities, change what you need, save
// once. The server records what changed; the history is below the form.
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { settingsKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { ErrorWord } from "@/components/ui/use-error-words";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";

// The forms load apart from the page (next/dynamic): the page's first load is the heading and the facility
// picker, and the forms' code (~30 KB compressed, most of this page's) comes while the settings are fetched,
// started on mount below, so the form is not one round trip later than before.
const loadForm = () => import("./settings-form");
const loadRest = () => Promise.all([import("./reference-check"), import("@/components/shared/gate-devices")]);
const formSkeleton = () => <Skeleton className="h-[60vh] w-full" />;
const SettingsForm = dynamic(() => loadForm().then((m) => m.SettingsForm), { loading: formSkeleton });
const ReferenceCheck = dynamic(() => import("./reference-check").then((m) => m.ReferenceCheck));
const GateDevices = dynamic(() => import("@/components/shared/gate-devices").then((m) => m.GateDevices));
const SettingsHistory = dynamic(() => import("./settings-history").then((m) => m.SettingsHistory));
const NewFacilityForm = dynamic(() => import("./new-facility-form").then((m) => m.NewFacilityForm));

/** `canCreate`: admins, who may open new facilities; `linkBase`: the site's address of public links, …/f/. */
export function SettingsPage({ canCreate, linkBase }: { canCreate: boolean; linkBase: string }) {
  const t = useTranslations("settings.page");
  const [creating, setCreating] = useState(false);
  const router = useRouter();
  // Never null in the App Router; typed nullable because the Pages Router serves the landing page.
  const pathname = usePathname()!;
  const params = useSearchParams()!;
  const facilities = useRunFacilities();
  const chosen = facilities.data?.find((f) => f.id === params.get("facility")) ?? facilities.data?.[0];
  const settings = useQuery({
    queryKey: settingsKey(chosen?.id ?? ""),
    queryFn: () => callOperation("get_facility_settings", { facility_id: chosen!.id }),
    enabled: !!chosen,
  });
  const choose = (id: string) => router.replace(`${pathname}?facility=${id}`);
  useEffect(() => {
    void loadForm();
    void loadRest();
  }, []);
  if (facilities.isPending) return <Skeleton className="h-96 w-full" />;
  if (facilities.isError)
    return (
      <Alert tone="error" title={t("facilitiesError")}>
        <ErrorWord error={facilities.error} />
      </Alert>
    );
  const newFacility = canCreate && (creating || !chosen) && (
    <Card className="p-4 sm:p-6">
      <NewFacilityForm
        onCreated={(id) => {
          setCreating(false);
          choose(id);
        }}
        onCancel={() => setCreating(false)}
      />
    </Card>
  );
  if (!chosen)
    return (
      newFacility || (
        <Alert tone="info" title={t("noFacility")}>
          {t("notAssigned")}
        </Alert>
      )
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
          <p className="text-sm text-slate-600">{t("intro")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t("facility")}
            <Select value={chosen.id} onChange={(e) => choose(e.target.value)} className="min-w-56">
              {facilities.data.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </Select>
          </label>
          {canCreate && !creating && (
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {t("newFacility")}
            </Button>
          )}
        </div>
      </div>
      {newFacility}
      {settings.isPending ? (
        formSkeleton()
      ) : settings.isError ? (
        <Alert tone="error" title={t("settingsError")}>
          <ErrorWord error={settings.error} />
        </Alert>
      ) : (
        <>
          <SettingsForm key={settings.data.id} settings={settings.data} linkBase={linkBase} />
          <ReferenceCheck key={`references-${settings.data.id}`} settings={settings.data} />
          <Card className="flex flex-col gap-3 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{t("gateDevices")}</h2>
            <p className="text-sm text-slate-700">
              {t.rich("gateIntro", {
                path: `/gate/${settings.data.slug}`,
                link: (c) => (
                  <a className="text-brand-700 underline" href={`/gate/${settings.data.slug}`}>
                    {c}
                  </a>
                ),
              })}
            </p>
            <GateDevices facilityId={chosen.id} />
          </Card>
          <SettingsHistory settings={settings.data} />
        </>
      )}
    </div>
  );
}
