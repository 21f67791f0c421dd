"use client";
// The gate tablet's screen: a driver scans or types a confirmation code (or a
// reference) and is checked in, sees whether they are early or late and which
// door to go to (followed live, so a door staff give later appears); a truck
// without an appointment registers a work-in request, and once staff approve it
// the gate checks it in.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { LiveNotice } from "@/components/shared/live-notice";
import { useAppointmentFeed } from "@/components/shared/use-appointment-feed";
import { Button } from "@/components/ui/button";
import { callOperation } from "@/lib/api/client";
import type { GateAppointment } from "@/lib/gate/schema";
import { clearDriverLanguage, DriverLanguage } from "./driver-language";
import { CodeEntry, useCodeBox } from "./code-entry";
import { GateResult } from "./gate-result";
import { Scanner, useCanScan } from "./scanner";
import { WorkInForm } from "./work-in-form";

/** Nothing more will happen to an appointment in these: the screen stops following it. */
const FINAL = ["Completed", "Cancelled", "NoShow"];
/** The screen goes back to the start for the next driver after this long. */
const IDLE_MS = 5 * 60_000;

type Mode = "enter" | "scan" | "work-in";

export function GateDesk({ facilityId, initialCode }: { facilityId: string; initialCode?: string }) {
  const [mode, setMode] = useState<Mode>("enter");
  const box = useCodeBox(initialCode, "tablet");
  const { attempt, clear } = box;
  const [result, setResult] = useState<GateAppointment | null>(null);
  const canScan = useCanScan();
  const t = useTranslations("gate.desk");
  const router = useRouter();
  // The driver chose a language for this check-in: the next driver reads the device's own again.
  const driverChose = useRef(false);

  const reset = useCallback(() => {
    setResult(null);
    clear();
    setMode("enter");
    if (clearDriverLanguage() || driverChose.current) router.refresh();
    driverChose.current = false;
  }, [router, clear]);

  // The check-in is done: forget the driver's choice now (this screen keeps its words), so a reload or
  // the next driver starts in the device's language.
  useEffect(() => {
    if (result && clearDriverLanguage()) driverChose.current = true;
  }, [result]);

  const checkIn = useCallback(
    async (text: string) => {
      const done = await attempt(async () =>
        setResult(await callOperation("gate_check_in", { facility_id: facilityId, code: text })),
      );
      if (!done) setMode("enter");
    },
    [facilityId, attempt],
  );

  // News for the driver (a door, an approval, then check in, the start of loading): asked for when the
  // stream says the appointment changed, or every few seconds while the stream is down.
  const shown = useRef(result);
  useEffect(() => {
    shown.current = result;
  }, [result]);
  const news = useCallback(async () => {
    const before = shown.current;
    if (!before) return;
    try {
      const now = await callOperation("gate_status", {
        facility_id: facilityId,
        appointment_id: before.appointment_id,
      });
      // The driver pressed Done meanwhile, or the next one checked in: not theirs any more.
      if (shown.current?.appointment_id !== before.appointment_id) return;
      if (now.status === "Scheduled" && before.status === "Requested") await checkIn(now.confirmation_code);
      // The status reading knows nothing of this tap: a driver told "already checked in" keeps being told so.
      else setResult({ ...now, already_checked_in: before.already_checked_in });
    } catch {
      // Keep what is shown; the next event or poll tries again.
    }
  }, [facilityId, checkIn]);
  const followed = result && !FINAL.includes(result.status) ? result.appointment_id : null;
  const live = useAppointmentFeed({ appointmentId: followed, onChange: news });

  useEffect(() => {
    if (!result) return;
    const idle = setTimeout(reset, IDLE_MS);
    return () => clearTimeout(idle);
  }, [result, reset]);

  const onScanned = useCallback(
    (text: string) => {
      setMode("enter");
      void checkIn(text);
    },
    [checkIn],
  );

  if (result)
    return (
      <div className="flex flex-col gap-3">
        <GateResult appointment={result} onDone={reset} />
        {live !== null && <LiveNotice live={live} className="text-base" />}
      </div>
    );
  if (mode === "work-in")
    return (
      <WorkInForm
        send={(visit) => callOperation("gate_request_work_in", { ...visit, facility_id: facilityId })}
        onSent={setResult}
        onCancel={() => setMode("enter")}
      />
    );
  if (mode === "scan") return <Scanner onCode={onScanned} onClose={() => setMode("enter")} />;

  return (
    <div className="flex flex-col gap-6">
      <DriverLanguage />
      <CodeEntry box={box} onCheckIn={(c) => void checkIn(c)} size="tablet" />
      <div className="flex flex-col gap-3 sm:flex-row">
        {(canScan ? (["scan", "work-in"] as const) : (["work-in"] as const)).map((next) => (
          <Button
            key={next}
            type="button"
            variant="secondary"
            size="lg"
            className="sm:flex-1"
            onClick={() => setMode(next)}
          >
            {next === "scan" ? t("scan") : t("workIn")}
          </Button>
        ))}
      </div>
    </div>
  );
}
