"use client";
// The confirmation code box of the gate, on the tablet and on the driver's own phone: one form, so both
// take a code, refuse an empty one and show a refusal the same way; the tablet's box is larger.
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export function CodeEntry({
  code,
  onCode,
  onCheckIn,
  onEmpty,
  problem,
  busy,
  words,
  size,
}: {
  code: string;
  onCode: (code: string) => void;
  onCheckIn: (code: string) => void;
  /** Submitted without a code: the screen says what to do (the box takes the focus). */
  onEmpty: () => void;
  /** The refusal, already worded. */
  problem: string | null;
  busy: boolean;
  words: { label: string; checkIn: string; checkingIn: string };
  size: "tablet" | "phone";
}) {
  const tall = size === "tablet" ? "h-16" : "h-14";
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) {
          onEmpty();
          document.getElementById("gate-code")?.focus();
          return;
        }
        onCheckIn(code);
      }}
    >
      <label htmlFor="gate-code" className="text-xl font-semibold text-slate-900">
        {words.label}
      </label>
      <Input
        id="gate-code"
        name="code"
        value={code}
        onChange={(e) => onCode(e.target.value)}
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
        loading={busy}
        loadingText={words.checkingIn}
      >
        {words.checkIn}
      </Button>
    </form>
  );
}
