"use client";
// The admins' (and staff's, for their facilities) audit log: filters, the
// entries newest first a page at a time, and the filtered entries as CSV.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import { pagedWords } from "@/components/ui/paged-words";
import { downloadCsv } from "@/components/ui/download-csv";
import { ChoiceField } from "@/components/ui/choice-field";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callOperation } from "@/lib/api/client";
import { AUDIT_TARGET_KINDS, type AuditEntry, type AuditTargetKind } from "@/lib/audit/schema";
import { auditCsv } from "./audit-csv";

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

  const day = (end: "since" | "until") => (
    <Field id={`audit-${end}`} label={t(end)}>
      <Input
        id={`audit-${end}`}
        type="date"
        value={filters[end]}
        onChange={(e) => set({ [end]: e.target.value })}
      />
    </Field>
  );

  return (
    <div className="flex flex-col gap-4">
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t("filters")}
        onSubmit={(e) => e.preventDefault()}
      >
        {day("since")}
        {day("until")}
        <ChoiceField
          id="audit-kind"
          label={t("targetKind")}
          all={t("allKinds")}
          value={filters.targetKind}
          values={AUDIT_TARGET_KINDS}
          word={(k) => t(`kind.${k}`)}
          onChange={(targetKind) => set({ targetKind })}
        />
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
        words={pagedWords(t, { list: t("entries"), loadingList: t("loadingEntries"), empty: t("none") })}
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
          {(["before", "after"] as const).map((side) => (
            <div key={side}>
              <p className="text-xs font-medium text-slate-700">{t(side)}</p>
              <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-900">
                {JSON.stringify(entry[side], null, 2)}
              </pre>
            </div>
          ))}
        </div>
      </details>
    </li>
  );
}
