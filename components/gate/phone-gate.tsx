"use client";
// The gate on the driver's own phone: the tablet's check-in by code or reference, and its work-in form,
// without the tablet. Once checked in (or asked for a visit) the phone keeps the appointment's id and code
// for this tab, so a reload shows the same screen, and looks for news every few seconds until the truck
// has its door; a visit staff approve is checked in by its code, as the tablet does.
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { callOperation } from "@/lib/api/client";
import type { GateAppointment } from "@/lib/gate/schema";
import { CodeEntry, useCodeBox } from "./code-entry";
import { GateResult } from "./gate-result";
import { WorkInForm } from "./work-in-form";

/** Nothing more will happen to an appointment in these: the phone stops asking. */
const FINAL = ["Completed", "Cancelled", "NoShow"];
/** Every phone of a facility asks from the same few networks: not as often as the tablet's stream. */
const NEWS_MS = 10_000;

type Kept = { appointment_id: string; confirmation_code: string };
const keyOf = (slug: string) => `dockside-gate-me:${slug}`;

function kept(slug: string): Kept | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(keyOf(slug)) ?? "null") as Kept | null;
    return v && typeof v.appointment_id === "string" && typeof v.confirmation_code === "string" ? v : null;
  } catch {
    return null;
  }
}

export function PhoneGate({ slug, initialCode }: { slug: string; initialCode?: string }) {
  const [mode, setMode] = useState<"enter" | "work-in">("enter");
  const box = useCodeBox(initialCode, "phone");
  const { attempt, clear } = box;
  const [result, setResult] = useState<GateAppointment | null>(null);
  const [askedAt, setAskedAt] = useState<Date | null>(null);
  const t = useTranslations("gate");
  const format = useFormatter();

  const show = useCallback(
    (a: GateAppointment) => {
      sessionStorage.setItem(
        keyOf(slug),
        JSON.stringify({ appointment_id: a.appointment_id, confirmation_code: a.confirmation_code }),
      );
      setResult(a);
      setAskedAt(new Date());
    },
    [slug],
  );

  const checkIn = useCallback(
    async (text: string) => {
      await attempt(async () => show(await callOperation("phone_gate_check_in", { slug, code: text })));
    },
    [slug, attempt, show],
  );

  const shown = useRef(result);
  useEffect(() => {
    shown.current = result;
  }, [result]);
  const news = useCallback(
    async (wanted: Kept | null = shown.current) => {
      if (!wanted) return;
      try {
        const now = await callOperation("phone_gate_status", {
          slug,
          appointment_id: wanted.appointment_id,
          confirmation_code: wanted.confirmation_code,
        });
        const before = shown.current;
        if (before && before.appointment_id !== now.appointment_id) return;
        // A visit staff approved: checked in now, as the tablet does.
        if (now.status === "Scheduled" && before?.status === "Requested")
          await checkIn(now.confirmation_code);
        else show({ ...now, already_checked_in: before?.already_checked_in ?? now.already_checked_in });
      } catch {
        // Keep what is shown; the next look tries again.
      }
    },
    [slug, checkIn, show],
  );

  // A reload of this tab: the truck it checked in, as it stands now (once).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const k = kept(slug);
    if (k) void news(k);
  }, [slug, news]);

  const following = !!result && !FINAL.includes(result.status);
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void news();
    }, NEWS_MS);
    return () => clearInterval(timer);
  }, [following, news]);

  const again = () => {
    sessionStorage.removeItem(keyOf(slug));
    setResult(null);
    clear();
    setMode("enter");
  };

  if (result)
    return (
      <div className="flex flex-col gap-4">
        <GateResult appointment={result} onDone={again} doneLabel={t("me.another")} />
        {following && (
          <div className="flex flex-col gap-2 text-base text-slate-700" data-testid="gate-me-news">
            <p>
              {t("me.polling")}{" "}
              {askedAt && t("me.checked", { time: format.dateTime(askedAt, { timeStyle: "short" }) })}
            </p>
            <Button type="button" variant="secondary" onClick={() => void news()}>
              {t("me.refresh")}
            </Button>
          </div>
        )}
      </div>
    );
  if (mode === "work-in")
    return (
      <WorkInForm
        send={(visit) => callOperation("phone_gate_request_work_in", { ...visit, slug })}
        onSent={show}
        onCancel={() => setMode("enter")}
      />
    );

  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-slate-700">{t("me.intro")}</p>
      <CodeEntry box={box} onCheckIn={(c) => void checkIn(c)} size="phone" />
      <Button type="button" variant="secondary" size="lg" onClick={() => setMode("work-in")}>
        {t("desk.workIn")}
      </Button>
    </div>
  );
}
