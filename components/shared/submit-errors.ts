// What a refused booking means for the dispatcher, and where to say it.
import { OperationError } from "@/lib/api/client";
import { errorWords, type ErrorWords } from "@/components/ui/error-words";

export type SubmitProblem = { where: "slot" | "form"; title: string; body: string };

const SLOT_REASONS = ["no_capacity", "too_soon", "outside_open_hours", "facility_closed", "too_far_ahead"];

/** The reference checks' refusals: their message belongs at the reference field the API names. */
export const REFERENCE_REASONS = ["reference_rejected", "duplicate_reference", "reference_check_unavailable"];

export const isReferenceRefusal = (e: unknown) =>
  e instanceof OperationError && REFERENCE_REASONS.includes(e.reason ?? "");

/** Where and how to say why `e` refused the booking, in the words of `t` (useTranslations("errors")). */
export function submitProblem(e: unknown, t: ErrorWords): SubmitProblem {
  if (!(e instanceof OperationError))
    return { where: "form", title: t("submit.failedTitle"), body: t("submit.failedBody") };
  if (e.status === 409 && e.reason && SLOT_REASONS.includes(e.reason))
    return { where: "slot", title: t(`submit.${e.reason}.title`), body: t(`submit.${e.reason}.body`) };
  if (isReferenceRefusal(e))
    return {
      where: "form",
      title:
        e.reason === "reference_check_unavailable"
          ? t("submit.referenceUnavailableTitle")
          : t("submit.referenceRejectedTitle"),
      body: t("submit.referenceBody"),
    };
  if (e.status === 403)
    return { where: "form", title: t("submit.forbiddenTitle"), body: t("submit.forbiddenBody") };
  if (e.status === 400)
    return { where: "form", title: t("submit.invalidTitle"), body: t("submit.invalidBody") };
  if (e.code === "network")
    return { where: "form", title: t("submit.networkTitle"), body: t("submit.networkBody") };
  return {
    where: "form",
    title: t("submit.failedTitle"),
    body: t("submit.retryBody", { reason: errorWords(e, t) }),
  };
}
