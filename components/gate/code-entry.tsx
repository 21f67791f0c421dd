"use client";
// The confirmation code box of the gate, on the tablet and on the driver's own phone: one form, so both
// take a code, refuse an empty one and word and show a refusal the same way; the tablet's box is larger.
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useErrorWords } from "@/components/ui/use-error-words";
import { GateForm } from "./gate-form";
import { problemOf, sentence, type Problem } from "./problem";

export type CodeBox = ReturnType<typeof useCodeBox>;

/** A gate screen's code box: what is typed, whether a check-in is under way, the last refusal. */
export function useCodeBox(initialCode: string | undefined, on: "tablet" | "phone") {
  const failure = useErrorWords();
  const [code, setCode] = useState(initialCode ?? "");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** A check-in with the box busy meanwhile; a refusal is kept for the box to show, and false returned. */
  const attempt = useCallback(
    async (checkIn: () => Promise<unknown>) => {
      setBusy(true);
      setProblem(null);
      try {
        await checkIn();
        return true;
      } catch (e) {
        setProblem(problemOf(e, failure, on));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [failure, on],
  );
  /** Empty again, for the next driver. */
  const clear = useCallback(() => {
    setCode("");
    setProblem(null);
  }, []);
  return { code, setCode, busy, problem, setProblem, attempt, clear };
}

export function CodeEntry({
  box,
  onCheckIn,
  size,
}: {
  box: CodeBox;
  onCheckIn: (code: string) => void;
  size: "tablet" | "phone";
}) {
  const { code, problem: refused } = box;
  const t = useTranslations("gate");
  const problem = refused && ("key" in refused ? t(refused.key, refused.values) : sentence(refused.said));
  const tall = size === "tablet" ? "h-16" : "h-14";
  return (
    <GateForm
      onSubmit={() => {
        if (!code.trim()) {
          box.setProblem({ key: "desk.typeFirst" });
          document.getElementById("gate-code")?.focus();
          return;
        }
        onCheckIn(code);
      }}
    >
      <label htmlFor="gate-code" className="text-xl font-semibold text-slate-900">
        {t("desk.codeLabel")}
      </label>
      <Input
        id="gate-code"
        name="code"
        value={code}
        onChange={(e) => box.setCode(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={!!problem}
        aria-describedby={problem ? "gate-problem" : undefined}
        className={`${tall} font-mono ${size === "tablet" ? "text-3xl!" : "text-2xl!"} tracking-widest uppercase`}
        placeholder="K7M2QX9P"
      />
      {problem && (
        <div id="gate-problem">
          <Alert tone="error">
            <span className="text-lg">{problem}</span>
          </Alert>
        </div>
      )}
      <Button
        type="submit"
        size="lg"
        className={`${tall} text-xl`}
        loading={box.busy}
        loadingText={t("desk.checkingIn")}
      >
        {t("desk.checkIn")}
      </Button>
    </GateForm>
  );
}
