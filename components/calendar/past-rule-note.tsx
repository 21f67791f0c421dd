import { PAST_RULE_TAG } from "./status-style";

/** The panel's line for an appointment booked past a facility rule: the same mark as its card, and staff's reason. */
export function PastRuleNote({ reason }: { reason: string }) {
  return (
    <span data-testid="override-reason">
      <span className={PAST_RULE_TAG}>Past rule</span>{" "}
      <span className="sr-only">Booked past a facility rule. Reason: </span>
      {reason}
    </span>
  );
}
