"use client";
// Every endpoint the user manages, each with its controls and delivery log.
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { webhooksKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Loaded } from "@/components/ui/loaded";
import { callOperation } from "@/lib/api/client";
import { EndpointCard } from "./endpoint-card";

export function EndpointList({ canSeeFacilities }: { canSeeFacilities: boolean }) {
  const t = useTranslations("webhooks.list");
  const endpoints = useQuery({
    queryKey: webhooksKey,
    queryFn: () => callOperation("list_webhook_subscriptions", {}),
  });
  const facilities = useRunFacilities({ enabled: canSeeFacilities });
  const facilityName = (id: string) => facilities.data?.find((f) => f.id === id)?.name ?? id.slice(0, 8);
  return (
    <Loaded query={endpoints} failed={t("notLoaded")} empty={t("empty")} isEmpty={(data) => !data.length}>
      {(data) => (
        <ul className="flex flex-col gap-4" aria-label={t("label")}>
          {data.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} facilityName={facilityName} />
          ))}
        </ul>
      )}
    </Loaded>
  );
}
