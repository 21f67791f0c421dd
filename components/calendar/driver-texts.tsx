"use client";
// The appointment's texts to and from its driver, newest first, with each one's state, and a box to text the
// driver (send_driver_message). Without a number given with consent there is nothing to send to.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLiveUpdates } from "@/components/shared/live-updates";
import { driverTextsKey } from "@/components/shared/query-keys";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import { clock, inZone } from "@/lib/core/time";
import { useDayWords } from "./use-day-words";

export function DriverTexts({
  id,
  zone,
  canText,
  waiting,
}: {
  id: string;
  zone: string;
  canText: boolean;
  /** Checked in and waiting for a door: it may be called in. */
  waiting: boolean;
}) {
  const t = useTranslations("calendar.texts");
  const failure = useErrorWords();
  const words = useDayWords(zone);
  const client = useQueryClient();
  const { pollMs } = useLiveUpdates();
  const [text, setText] = useState("");
  const texts = useQuery({
    queryKey: driverTextsKey(id),
    queryFn: () => callOperation("list_driver_messages", { appointment_id: id }),
    refetchInterval: pollMs,
  });
  const send = useMutation({
    mutationFn: (body: string) => callOperation("send_driver_message", { appointment_id: id, text: body }),
    onSuccess: () => {
      setText("");
      void client.invalidateQueries({ queryKey: driverTextsKey(id) });
    },
  });
  const callIn = useMutation({
    mutationFn: () => callOperation("call_driver_in", { appointment_id: id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: driverTextsKey(id) }),
  });
  const day = (iso: string) => `${words.short(iso)} ${clock(inZone(iso, zone))}`;
  const boxId = `driver-text-${id}`;
  return (
    <div className="flex flex-col gap-3">
      {texts.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : texts.isError ? (
        <p className="text-sm text-red-700">{t("failed", { reason: failure(texts.error) })}</p>
      ) : texts.data.messages.length === 0 ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm" aria-label={t("title")}>
          {texts.data.messages.map((m) => (
            <li
              key={m.id}
              className={
                m.direction === "in" ? "border-l-2 border-blue-300 pl-3" : "border-l-2 border-slate-200 pl-3"
              }
            >
              <p className="text-xs text-slate-600">
                {m.direction === "in" ? t("from") : t("to")} · {day(m.created_at)} · {t(`state.${m.state}`)}
                {m.direction === "out" && <> · {t("segments", { count: m.segments })}</>}
              </p>
              <p className="wrap-anywhere whitespace-pre-line text-slate-800">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      {canText ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) send.mutate(text.trim());
          }}
        >
          <Field
            id={boxId}
            label={t("label")}
            hint={t("hint")}
            error={send.isError ? failure(send.error) : undefined}
          >
            <Textarea
              id={boxId}
              rows={2}
              maxLength={320}
              value={text}
              onChange={(e) => setText(e.target.value)}
              {...describedBy(boxId, { hint: true, error: send.isError })}
            />
          </Field>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={send.isPending || !text.trim()}>
              {t("send")}
            </Button>
            {waiting && (
              <Button
                type="button"
                variant="secondary"
                disabled={callIn.isPending}
                onClick={() => callIn.mutate()}
              >
                {t("callIn")}
              </Button>
            )}
            <span className="ml-3 text-sm text-slate-600" aria-live="polite">
              {send.isSuccess || callIn.isSuccess ? t("sent") : callIn.isError ? failure(callIn.error) : ""}
            </span>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{t("noPhone")}</p>
      )}
    </div>
  );
}
