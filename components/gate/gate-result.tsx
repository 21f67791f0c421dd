// What the driver reads after checking in, in big plain words: checked in (or
// waiting for approval), early or late, and the door.
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { GateAppointment } from "@/lib/gate/schema";
import { arrivalWords, bookedAt, nextStep } from "./words";

const TONE = {
  late: "bg-amber-100 text-amber-950 border-amber-300",
  early: "bg-sky-100 text-sky-950 border-sky-300",
  on_time: "bg-emerald-100 text-emerald-950 border-emerald-300",
};

type Props = {
  appointment: GateAppointment;
  onDone: () => void;
  /** The button that clears the screen: the tablet's "next driver" unless said. */
  doneLabel?: string;
};

export function GateResult({ appointment: a, onDone, doneLabel }: Props) {
  const t = useTranslations("gate.result");
  const words = useTranslations("gate.words");
  const locale = useLocale();
  const arrival = arrivalWords(words, a);
  const next = nextStep(words, a, locale);
  const checkedIn = !!a.checked_in_at;
  const summary = {
    carrier: a.carrier ?? t("yourTruck"),
    code: a.confirmation_code,
    mono: (c: React.ReactNode) => <span className="font-mono">{c}</span>,
  };
  return (
    <div className="flex flex-col gap-5" data-testid="gate-result">
      <div role="status" className="flex flex-col gap-1">
        <h2 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {checkedIn ? (a.already_checked_in ? t("alreadyCheckedIn") : t("checkedIn")) : t("requestSent")}
        </h2>
        <p className="text-lg text-slate-700">
          {a.is_work_in
            ? t.rich("summary", summary)
            : t.rich("summaryBooked", { ...summary, time: bookedAt(locale, a) })}
        </p>
      </div>
      {arrival && a.punctuality && (
        <p
          className={cn(
            "rounded-lg border px-4 py-3 text-2xl font-semibold sm:text-3xl",
            TONE[a.punctuality],
          )}
          data-testid="punctuality"
          data-punctuality={a.punctuality}
        >
          {arrival}
        </p>
      )}
      <div
        className="rounded-lg border-2 border-slate-900 bg-white px-4 py-5"
        aria-live="polite"
        data-testid="next-step"
      >
        <p className="text-4xl font-bold break-words text-slate-900 sm:text-5xl">{next.title}</p>
        <p className="mt-2 text-lg text-slate-700">{next.body}</p>
      </div>
      <Button type="button" variant="secondary" size="lg" onClick={onDone}>
        {doneLabel ?? t("done")}
      </Button>
    </div>
  );
}
