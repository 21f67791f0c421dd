// Every booking or change that passed a facility's rule with staff's override_reason is in the audit log
// too: the appointment's own history has it, but an auditor reads one log.
import type { Tx } from "../db";
import type { Statements } from "../db/sql";
import { recordAudit } from "./record";

type Placed = {
  id: string;
  facilityId: string;
  confirmationCode: string;
  scheduledStart: Date;
  scheduledEnd: Date;
  dockId: string | null;
  overrideReason: string | null;
};

const shown = (r: Placed) => ({
  confirmation_code: r.confirmationCode,
  scheduled_start: r.scheduledStart.toISOString(),
  scheduled_end: r.scheduledEnd.toISOString(),
  dock_id: r.dockId,
  override_reason: r.overrideReason,
});

/** The override written onto `after` (`before`: the appointment before the change, null for a new one). */
export function recordOverride(
  tx: Tx | Statements,
  by: { actor: string },
  after: Placed,
  before: Placed | null,
): Promise<void> {
  return recordAudit(tx, by, {
    action: "override_rule",
    target: { kind: "appointment", id: after.id },
    facilityIds: [after.facilityId],
    before: before && shown(before),
    after: shown(after),
  });
}
