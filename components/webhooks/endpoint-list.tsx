"use client";
// Every endpoint the user manages, each with its controls and delivery log.
import { useQuery } from "@tanstack/react-query";
import { webhooksKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import { EndpointCard } from "./endpoint-card";

export function EndpointList({ canSeeFacilities }: { canSeeFacilities: boolean }) {
  const endpoints = useQuery({
    queryKey: webhooksKey,
    queryFn: () => callOperation("list_webhook_subscriptions", {}),
  });
  const facilities = useRunFacilities({ enabled: canSeeFacilities });
  if (endpoints.isPending) return <Skeleton className="h-40 w-full" />;
  if (endpoints.isError)
    return (
      <Alert tone="error" title="The endpoints could not be loaded">
        {endpoints.error.message}
      </Alert>
    );
  if (!endpoints.data.length) return <p className="text-sm text-slate-600">No endpoints yet.</p>;
  const facilityName = (id: string) => facilities.data?.find((f) => f.id === id)?.name ?? id.slice(0, 8);
  return (
    <ul className="flex flex-col gap-4" aria-label="Webhook endpoints">
      {endpoints.data.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} facilityName={facilityName} />
      ))}
    </ul>
  );
}
