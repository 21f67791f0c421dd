// Why a carrier can no longer change an appointment, in the reader's words (appointments.notChangeable), from
// the reason lib/appointments/changeable.ts decides it by: the carrier's page and the manage link say the same.
import type { NotChangeableReason } from "@/lib/appointments/changeable";

type Words = (key: string, values?: Record<string, string | number>) => string;

export function notChangeableWords(
  reason: NotChangeableReason,
  a: { status: string },
  cutoffMinutes: number,
  t: Words,
): string {
  if (reason === "status") return t("status", { status: a.status });
  if (reason === "started") return t("started");
  const [unit, count] =
    cutoffMinutes % 1440 === 0
      ? ["day", cutoffMinutes / 1440]
      : cutoffMinutes % 60 === 0
        ? ["hour", cutoffMinutes / 60]
        : ["minute", cutoffMinutes];
  return t("cutoff", { unit, count });
}
