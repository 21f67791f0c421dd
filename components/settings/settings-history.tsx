"use client";
// The facility's settings changes, newest first: the latest come with the
// settings; older ones a page at a time from get_facility_settings_history.
import { useInfiniteQuery } from "@tanstack/react-query";
import { DateTime } from "luxon";
import { useLocale, useTranslations } from "next-intl";
import { settingsHistoryKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { OlderButton } from "@/components/ui/paged-list";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import type { FacilitySettings } from "@/lib/facilities/settings-schema";
import { describeSettingChange } from "@/lib/facilities/settings-words";

const PAGE = 50;

export function SettingsHistory({ settings }: { settings: FacilitySettings }) {
  const t = useTranslations("settings.history");
  const words = { t: useTranslations("settings.historyWords"), locale: useLocale() };
  const failure = useErrorWords();
  const latest = settings.history;
  // Keyed by the newest change shown: a save starts the older pages over.
  const older = useInfiniteQuery({
    queryKey: settingsHistoryKey(settings.id, latest[0]?.id ?? ""),
    queryFn: ({ pageParam }) =>
      callOperation("get_facility_settings_history", {
        facility_id: settings.id,
        before: pageParam,
        limit: PAGE,
      }),
    initialPageParam: latest.at(-1)?.id ?? "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: false,
  });
  const changes = [...latest, ...(older.data?.pages.flatMap((p) => p.changes) ?? [])];
  const more = older.data ? older.hasNextPage : latest.length >= PAGE;
  return (
    <section aria-labelledby="settings-history-title" className="flex flex-col gap-3">
      <h2 id="settings-history-title" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm" aria-label={t("label")}>
          {changes.map((e) => (
            <li key={e.id} className="border-l-2 border-slate-200 pl-3">
              <p className="font-medium text-slate-800">
                {DateTime.fromISO(e.at)
                  .setZone(settings.time_zone)
                  .setLocale(words.locale)
                  .toFormat("ccc d LLL yyyy, HH:mm")}{" "}
                · {e.actor_name ?? e.actor}
              </p>
              <ul className="wrap-anywhere text-slate-600">
                {Object.entries(e.changes).map(([k, change]) => (
                  <li key={k}>{describeSettingChange(k, change, words)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {older.error && <Alert tone="error">{t("olderError", { message: failure(older.error) })}</Alert>}
      {more && (
        <OlderButton
          busy={older.isFetching}
          onClick={() => void (older.data ? older.fetchNextPage() : older.refetch())}
          label={t("showOlder")}
          busyLabel={t("loading")}
        />
      )}
    </section>
  );
}
