"use client";
// The list of valid references, uploaded from a CSV file: read in the
// browser, checked line by line, sent in chunks so the bar moves on a long
// list, then a summary of the rows taken and the first ones refused, and why.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import { MAX_LENGTH, parseReferenceCsv, type RefusedLine } from "@/lib/references/csv";
import { MAX_UPLOAD } from "@/lib/references/schema";

const CHUNK = 5000;
const SHOWN_REFUSALS = 5;

type Outcome = { taken: number; refused: RefusedLine[]; total: number } | { error: string };

export function ReferenceUpload({ facilityId }: { facilityId: string }) {
  const t = useTranslations("settings.referenceUpload");
  const failure = useErrorWords();
  const id = useId();
  const queryClient = useQueryClient();
  const countKey = ["valid-references-count", facilityId];
  const count = useQuery({
    queryKey: countKey,
    queryFn: () => callOperation("list_valid_references", { facility_id: facilityId, limit: 1 }),
  });
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(true);
  const [progress, setProgress] = useState<{ sent: number; of: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const upload = async () => {
    if (!file) return;
    setOutcome(null);
    try {
      const { references, refused } = parseReferenceCsv(await file.text());
      setProgress({ sent: 0, of: references.length });
      let total = count.data?.total ?? 0;
      for (let from = 0; from < references.length || (from === 0 && replace); from += CHUNK) {
        const chunk = references.slice(from, from + CHUNK);
        // Only the first chunk replaces the list; the rest add to it.
        const answer = await callOperation("upload_valid_references", {
          facility_id: facilityId,
          references: chunk,
          replace: replace && from === 0,
        });
        total = answer.total;
        setProgress({ sent: from + chunk.length, of: references.length });
        if (!references.length) break;
      }
      setOutcome({ taken: references.length, refused, total });
    } catch (e) {
      setOutcome({ error: failure(e) });
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: countKey });
    }
  };

  return (
    <section className="flex flex-col gap-3 border-t border-slate-200 pt-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {t("title")}
      </h3>
      <p className="text-sm text-slate-700" data-testid="reference-count">
        {count.data ? t("count", { count: count.data.total }) : t("counting")}
      </p>
      <p className="text-sm text-slate-700">{t("intro", { max: MAX_UPLOAD })}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
          {t("file")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="max-w-full text-sm text-slate-800"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          checked={replace}
          onChange={(e) => setReplace(e.target.checked)}
        />
        {t("replace")}
      </label>
      <div>
        <Button variant="secondary" onClick={upload} disabled={!file || !!progress}>
          {progress ? t("uploading") : t("upload")}
        </Button>
      </div>
      {progress && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-progress`} className="text-sm text-slate-700">
            {t("progress", { sent: progress.sent, of: progress.of })}
          </label>
          <progress
            id={`${id}-progress`}
            className="w-full"
            max={Math.max(progress.of, 1)}
            value={progress.sent}
          />
        </div>
      )}
      {outcome && "error" in outcome && (
        <Alert tone="error" title={t("notUploaded")}>
          {outcome.error}
        </Alert>
      )}
      {outcome && !("error" in outcome) && (
        <Alert tone={outcome.refused.length ? "warning" : "success"} title={t("uploaded")}>
          <p data-testid="upload-summary">
            {t("summary", { taken: outcome.taken, refused: outcome.refused.length, total: outcome.total })}
          </p>
          {outcome.refused.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {outcome.refused.slice(0, SHOWN_REFUSALS).map((r) => (
                <li key={r.line} className="break-words">
                  {t("refusedLine", {
                    line: r.line,
                    text: r.text || t("empty"),
                    why: t(`why.${r.why}`, { date: r.date ?? "", max: MAX_LENGTH }),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </section>
  );
}
