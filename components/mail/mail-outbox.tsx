"use client";
// The admins' view of the outbox's e-mail: whether mail is sent at all, then
// each message with its delivery state and the message itself, newest first.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PagedList } from "@/components/ui/paged-list";
import { pagedWords } from "@/components/ui/paged-words";
import { Alert } from "@/components/ui/alert";
import { Select } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import { callOperation } from "@/lib/api/client";
import { MAIL_STATUSES } from "@/lib/mail/outbox-list-schema";
import { MailItem } from "./mail-item";

const PAGE = 25;
type Status = (typeof MAIL_STATUSES)[number];

export function MailOutbox() {
  const t = useTranslations("mail.outbox");
  const [status, setStatus] = useState<Status | "">("");
  const mail = useInfiniteQuery({
    queryKey: ["outbox-mail", status],
    queryFn: ({ pageParam }) =>
      callOperation("list_outbox_mail", {
        status: status || undefined,
        before: pageParam || undefined,
        limit: PAGE,
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const first = mail.data?.pages[0];
  const messages = mail.data?.pages.flatMap((p) => p.messages) ?? [];
  return (
    <div className="flex flex-col gap-4">
      {first && !first.sending && (
        <Alert tone="warning" title={t("notSending")}>
          {t.rich("notSendingText", { code: (c) => <code>{c}</code> })}
        </Alert>
      )}
      <div className="flex flex-col gap-1.5 sm:w-60">
        <label htmlFor="mail-status" className="text-sm font-medium text-slate-800">
          {t("show")}
        </label>
        <Select id="mail-status" value={status} onChange={(e) => setStatus(e.target.value as Status | "")}>
          <option value="">{t("all")}</option>
          <Options values={MAIL_STATUSES} word={(s) => t(s)} />
        </Select>
      </div>
      <PagedList
        query={mail}
        items={messages}
        words={pagedWords(t, {
          list: t("messages"),
          loadingList: t("loadingMessages"),
          empty: status ? t("noneWithStatus") : t("none"),
        })}
      >
        {(m) => <MailItem key={m.id} mail={m} />}
      </PagedList>
    </div>
  );
}
