import { useTranslations } from "next-intl";
import { PAST_RULE_TAG } from "./status-style";

/** The panel's line for an appointment booked past a facility rule: the same mark as its card, and staff's reason. */
export function PastRuleNote({ reason }: { reason: string }) {
  const t = useTranslations("calendar.chip");
  return (
    <span data-testid="override-reason">
      <span className={PAST_RULE_TAG}>{t("pastRule")}</span>{" "}
      <span className="sr-only">{t("pastRuleReason")} </span>
      {reason}
    </span>
  );
}
