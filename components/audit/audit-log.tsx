"use client";
// The admins' (and staff's, for their facilities) audit log: filters, the
// entries newest first a page at a time, and the filtered entries as CSV.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import { downloadCsv } from "@/components/ui/download-csv";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { callOperation } from "@/lib/api/client";
import { AUDIT_TARGET_KINDS, type AuditEntry, type AuditTargetKind } from "@/lib/audit/schema";
import { auditCsv } from "./audit-csv";
import { Options } from "@/components/ui/options";

const PAGE = 50;
/** The CSV holds at most this many entries (20 pages of the API's largest). */
const CSV_PAGES = 20;

type Filters = { since: string; until: string; actorId: string; targetKind: AuditTargetKind | "" };

// A day typed in the browser starts at its local midnight; "until" includes the whole day.
const dayStart = (date: string, plusDays = 0) => {
  if (!date) return undefined;
  const d = new Date(`${date}T00:00:00`);
  d.setDate(d.getDate() + plusDays);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
};

const inputOf = (f: Filters) => ({
  since: dayStart(f.since),
  until: dayStart(f.until, 1),
  actor_id: f.actorId.trim() || undefined,
  target_kind: f.targetKind || undefined,
});

export function AuditLog() {
  const t = useTranslations("audit.log");
  const [filters, setFilters] = useState<Filters>({ since: "", until: "", actorId: "", targetKind: "" });
  const [exporting, setExporting] = useState(false);
  const log = useInfiniteQuery({
    queryKey: ["audit-log", filters],
    queryFn: ({ pageParam }) =>
      callOperation("list_audit_log", { ...inputOf(filters), before: pageParam || undefined, limit: PAGE }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  async function download() {
    setExporting(true);
    try {
      const all: AuditEntry[] = [];
      let before: string | undefined;
      for (let page = 0; page < CSV_PAGES; page++) {
        const got = await callOperation("list_audit_log", { ...inputOf(filters), before, limit: 500 });
        all.push(...got.entries);
        if (!got.next_before) break;
        before = got.next_before;
      }
      downloadCsv(`Dockside audit log ${new Date().toISOString().slice(0, 10)}.csv`, auditCsv(all));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t("filters")}
        onSubmit={(e) => e.preventDefault()}
      >
        <Field id="audit-since" label={t("since")}>
          <Input
            id="audit-since"
            type="date"
            value={filters.since}
            onChange={(e) => set({ since: e.target.value })}
          />
        </Field>
        <Field id="audit-until" label={t("until")}>
          <Input
            id="audit-until"
            type="date"
            value={filters.until}
            onChange={(e) => set({ until: e.target.value })}
          />
        </Field>
        <Field id="audit-kind" label={t("targetKind")}>
          <Select
            id="audit-kind"
            value={filters.targetKind}
            onChange={(e) => set({ targetKind: e.target.value as AuditTargetKind | "" })}
          >
            <option value="">{t("allKinds")}</option>
            <Options values={AUDIT_TARGET_KINDS} word={(k) => t(`kind.${k}`)} />
          </Select>
        </Field>
        <Field id="audit-actor" label={t("actorId")}>
          <Input
            id="audit-actor"
            value={filters.actorId}
            placeholder={t("actorIdHint")}
            onChange={(e) => set({ actorId: e.target.value })}
          />
        </Field>
      </form>
      <div>
        <Button
          variant="secondary"
          size="sm"
          loading={exporting}
          loadingText={t("preparing")}
          onClick={download}
        >
          {t("download")}
        </Button>
      </div>
      <PagedList
        query={log}
        items={entries}
        words={{
          list: t("entries"),
          loadingList: t("loadingEntries"),
          failed: t("notLoaded"),
          empty: t("none"),
          older: t("older"),
          loading: t("loading"),
        }}
      >
        {(e) => <AuditItem key={e.id} entry={e} />}
      </PagedList>
    </div>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const t = useTranslations("audit.log");
  const format = useFormatter();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-medium break-words text-slate-900">
          <code>{entry.action}</code> · {t(`kind.${entry.target.kind}`)}
        </p>
        <time dateTime={entry.at} className="text-slate-600">
          {format.dateTime(new Date(entry.at), { dateStyle: "medium", timeStyle: "medium" })}
        </time>
      </div>
      <p className="mt-1 break-words text-slate-700">
        {t("by", { kind: t(`actor.${entry.actor.kind}`), label: entry.actor.label })}
      </p>
      {entry.target.id && (
        <p className="mt-1 font-mono text-xs break-all text-slate-600">{entry.target.id}</p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-slate-800">{t("change")}</summary>
        <div className="mt-2 grid grid-cols-1 gap-2 lg:grid-cols-2">
          <div>
            <p className="text-xs font-medium text-slate-700">{t("before")}</p>
            <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-900">
              {JSON.stringify(entry.before, null, 2)}
            </pre>
          </div>
          <div>
            <p className="text-xs font-medium text-slate-700">{t("after")}</p>
            <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-900">
              {JSON.stringify(entry.after, null, 2)}
            </pre>
          </div>
        </div>
      </details>
    </li>
  );
}
