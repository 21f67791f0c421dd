"use client";
// The gate tablet's screen: a driver scans or types a confirmation code (or a
// reference) and is checked in, sees whether they are early or late and which
// door to go to (polled, so a door staff give later appears); a truck without
// an appointment registers a work-in request, and once staff approve it the
// gate checks it in.
import { useCallback, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { OperationError, callOperation } from "@/lib/api/client";
import type { GateAppointment } from "@/lib/gate/schema";
import { GateResult } from "./gate-result";
import { Scanner, useCanScan } from "./scanner";
import { WorkInForm } from "./work-in-form";

/** How often the driver's screen asks for news (a door, an approval). */
const POLL_MS = 4000;
/** The screen goes back to the start for the next driver after this long. */
const IDLE_MS = 5 * 60_000;

type Mode = "enter" | "scan" | "work-in";

function problemOf(e: unknown): string {
  if (!(e instanceof OperationError)) return "Something went wrong. Try again.";
  if (e.status === 404) return "We cannot find that code here. Check it and try again, or see the office.";
  if (e.status === 0) return "No connection. Try again in a moment.";
  return e.message.replace(/^./, (c) => c.toUpperCase()) + ".";
}

export function GateDesk({ facilityId, initialCode }: { facilityId: string; initialCode?: string }) {
  const [mode, setMode] = useState<Mode>("enter");
  const [code, setCode] = useState(initialCode ?? "");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<GateAppointment | null>(null);
  const canScan = useCanScan();

  const reset = useCallback(() => {
    setResult(null);
    setCode("");
    setProblem(null);
    setMode("enter");
  }, []);

  const checkIn = useCallback(
    async (text: string) => {
      setBusy(true);
      setProblem(null);
      try {
        setResult(await callOperation("gate_check_in", { facility_id: facilityId, code: text }));
      } catch (e) {
        setProblem(problemOf(e));
        setMode("enter");
      } finally {
        setBusy(false);
      }
    },
    [facilityId],
  );

  // News for the driver: a door, an approval (then check in), the start of loading.
  useEffect(() => {
    if (!result || ["Completed", "Cancelled", "NoShow"].includes(result.status)) return;
    const timer = setInterval(async () => {
      try {
        const now = await callOperation("gate_status", {
          facility_id: facilityId,
          appointment_id: result.appointment_id,
        });
        if (now.status === "Scheduled" && result.status === "Requested") await checkIn(now.confirmation_code);
        else setResult(now);
      } catch {
        // Keep what is shown; the next poll tries again.
      }
    }, POLL_MS);
    const idle = setTimeout(reset, IDLE_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(idle);
    };
  }, [result, facilityId, checkIn, reset]);

  const onScanned = useCallback(
    (text: string) => {
      setMode("enter");
      void checkIn(text);
    },
    [checkIn],
  );

  if (result) return <GateResult appointment={result} onDone={reset} />;
  if (mode === "work-in")
    return <WorkInForm facilityId={facilityId} onSent={setResult} onCancel={() => setMode("enter")} />;
  if (mode === "scan") return <Scanner onCode={onScanned} onClose={() => setMode("enter")} />;

  return (
    <div className="flex flex-col gap-6">
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!code.trim()) {
            setProblem("Type your confirmation code first.");
            document.getElementById("gate-code")?.focus();
            return;
          }
          void checkIn(code);
        }}
      >
        <label htmlFor="gate-code" className="text-xl font-semibold text-slate-900">
          Confirmation code or reference number
        </label>
        <Input
          id="gate-code"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={!!problem}
          aria-describedby={problem ? "gate-problem" : undefined}
          className="h-16 font-mono text-3xl! tracking-widest uppercase"
          placeholder="K7M2QX9P"
        />
        {problem && (
          <div id="gate-problem">
            <Alert tone="error">
              <span className="text-lg">{problem}</span>
            </Alert>
          </div>
        )}
        <Button type="submit" size="lg" className="h-16 text-xl" loading={busy} loadingText="Checking in…">
          Check in
        </Button>
      </form>
      <div className="flex flex-col gap-3 sm:flex-row">
        {canScan && (
          <Button
            type="button"
            variant="secondary"
            size="lg"
            className="sm:flex-1"
            onClick={() => setMode("scan")}
          >
            Scan QR code
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="sm:flex-1"
          onClick={() => setMode("work-in")}
        >
          No appointment? Register here
        </Button>
      </div>
    </div>
  );
}
