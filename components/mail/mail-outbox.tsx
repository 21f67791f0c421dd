"use client";
// The admins' view of the outbox's e-mail: whether mail is sent at all, then
// each message with its delivery state and the message itself, newest first.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation } from "@/lib/api/client";
import { MAIL_STATUSES } from "@/lib/mail/outbox-list-schema";
import { MailItem } from "./mail-item";

const PAGE = 25;
type Status = (typeof MAIL_STATUSES)[number];

export function MailOutbox() {
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
        <Alert tone="warning" title="Mail is not being sent">
          No SMTP server is configured, so messages are kept here instead. Set <code>SMTP_URL</code> (and{" "}
          <code>MAIL_FROM</code>) and restart Dockside to send new messages; the kept ones stay here.
        </Alert>
      )}
      <div className="flex flex-col gap-1.5 sm:w-60">
        <label htmlFor="mail-status" className="text-sm font-medium text-slate-800">
          Show
        </label>
        <Select id="mail-status" value={status} onChange={(e) => setStatus(e.target.value as Status | "")}>
          <option value="">All messages</option>
          <option value="kept">Kept (not sent)</option>
          <option value="pending">Waiting or retrying</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
        </Select>
      </div>
      {mail.isPending ? (
        <div className="flex flex-col gap-3" aria-label="Loading messages">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : mail.error ? (
        <Alert tone="error" title="The messages could not be loaded">
          {mail.error.message}
        </Alert>
      ) : messages.length === 0 ? (
        <p className="text-sm text-slate-600">No messages{status ? " with this status" : " yet"}.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Messages">
          {messages.map((m) => (
            <MailItem key={m.id} mail={m} />
          ))}
        </ol>
      )}
      {mail.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            loading={mail.isFetchingNextPage}
            loadingText="Loading…"
            onClick={() => mail.fetchNextPage()}
          >
            Older messages
          </Button>
        </div>
      )}
    </div>
  );
}
