"use client";
// Above the board: how many trucks are on site now (checked in, not checked
// out), whatever day the board shows, with the way to the yard view.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useLiveUpdates } from "@/components/shared/live-updates";
import { yardKey } from "@/components/shared/query-keys";
import { callOperation } from "@/lib/api/client";

export function OnSiteNow({ facilityId }: { facilityId: string }) {
  const t = useTranslations("calendar.onSite");
  const { pollMs } = useLiveUpdates();
  const yard = useQuery({
    queryKey: [...yardKey, facilityId],
    queryFn: () => callOperation("list_yard", { facility_id: facilityId }),
    refetchInterval: pollMs,
  });
  const trucks = yard.data?.facilities[0]?.trucks;
  if (!trucks) return null;
  const over = trucks.filter((t) => t.over_free_time).length;
  return (
    <p className="text-sm text-slate-700 print:hidden" data-testid="on-site-now">
      <span className="font-semibold">{t("now", { count: trucks.length })}</span>
      {over ? ` · ${t("over", { count: over })}` : ""} ·{" "}
      <Link href={`/yard?facility=${facilityId}`} className="text-blue-800 underline">
        {t("yardView")}
      </Link>
    </p>
  );
}
