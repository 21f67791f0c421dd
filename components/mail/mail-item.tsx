"use client";
// One e-mail of the outbox: to whom, what, where it stands, and the message.
import { useTranslations } from "next-intl";
import { useReaderTime } from "@/components/shared/reader-time";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { OutboxMailList } from "@/lib/mail/outbox-list-schema";

type Mail = OutboxMailList["messages"][number];

const TONE: Record<Mail["status"], BadgeTone> = {
  kept: "neutral",
  pending: "warning",
  sent: "success",
  failed: "danger",
};

/** A kind without words of its own (a new one) reads as its code does. */
const kindFallback = (kind: string) => kind.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

export function MailItem({ mail }: { mail: Mail }) {
  const t = useTranslations("mail.item");
  const readerTime = useReaderTime();
  /** In the reader's own zone, named: mail has no facility to take a zone from. */
  const when = (iso: string) => readerTime(iso, { zone: true });
  const kindLabel = (kind: string) => (t.has(`kinds.${kind}`) ? t(`kinds.${kind}`) : kindFallback(kind));
  const label = t(`status.${mail.status}`);
  const tone = TONE[mail.status];
  const retrying = mail.status === "pending" && mail.attempts > 0;
  const titleId = `mail-${mail.id}`;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4">
        <article aria-labelledby={titleId} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={titleId} className="font-semibold break-words text-slate-900">
                {mail.subject}
              </h2>
              <p className="text-sm break-all text-slate-600">{t("to", { recipient: mail.recipient })}</p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge>{kindLabel(mail.kind)}</Badge>
              <Badge tone={tone}>{retrying ? t("retrying") : label}</Badge>
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t("written")}</dt>
            <dd className="text-slate-900">{when(mail.created_at)}</dd>
            {mail.sent_at && (
              <>
                <dt className="text-slate-600">{t("sent")}</dt>
                <dd className="text-slate-900">{when(mail.sent_at)}</dd>
              </>
            )}
            {mail.next_attempt_at && mail.attempts > 0 && (
              <>
                <dt className="text-slate-600">{t("nextAttempt")}</dt>
                <dd className="text-slate-900">{when(mail.next_attempt_at)}</dd>
              </>
            )}
            <dt className="text-slate-600">{t("attempts")}</dt>
            <dd className="text-slate-900">{mail.attempts}</dd>
            {mail.last_error && (
              <>
                <dt className="text-slate-600">{t("lastError")}</dt>
                <dd className="break-words text-red-800">{mail.last_error}</dd>
              </>
            )}
          </dl>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-brand-700">{t("message")}</summary>
            <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 font-sans [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">
              {mail.text}
            </pre>
          </details>
          {mail.ics && (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-brand-700">
                {mail.ics_method === "CANCEL" ? t("calendarCancellation") : t("calendarInvitation")}
              </summary>
              <a
                className="mt-2 inline-block font-medium text-brand-700 underline"
                href={`data:text/calendar;charset=utf-8,${encodeURIComponent(mail.ics)}`}
                download="invite.ics"
              >
                {t("download")}
              </a>
              <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-xs text-slate-900">
                {mail.ics}
              </pre>
            </details>
          )}
        </article>
      </Card>
    </li>
  );
}
