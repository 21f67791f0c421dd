// The booked-versus-accepted reconcile. Every booking the bench sends carries a
// reference of its own (BENCH-…, CONTESTED-…): the ledger keeps each one's
// answer, and afterwards the database's holding appointments are matched to
// them by reference. A booking the bench was not told about must then be one
// whose request was in flight when a timed run (autocannon) closed its
// connections, or timed out: sent, never answered, and still committed by the
// server. Anything else (booked after a refusal, accepted but not stored,
// stored but never sent) is a defect, and fails the run.
import { HOLDING_STATUSES } from "../lib/core/vocabulary";
import type { Db } from "../lib/db";

export type Reconcile = {
  /** Holding appointments in the database, the bench's references or not. */
  booked: number;
  accepted: number;
  /** Holding appointments without a reference of the bench's: its set-up's own (the history has none). */
  set_up: number;
  /** Sent, never answered, and booked: explained by the run's end (or a client time-out), not a defect. */
  booked_unanswered: number;
  unanswered: number;
  /** Defects: a refusal (non-2xx) whose booking is stored, a 2xx without one, a booking the bench never sent. */
  booked_refused: number;
  accepted_missing: number;
  booked_unknown: number;
  /** A reference booked more than once: one request stored twice. */
  booked_twice: number;
};

const referenceOf = (body: string) =>
  (JSON.parse(body) as { order_info: { reference_id: string }[] }).order_info[0].reference_id;

export class BookingLedger {
  #sent = new Set<string>();
  #answers = new Map<string, number>();

  constructor(private readonly prefixes: string[]) {}

  /** A booking's body, noted as sent (bodies are made as they are sent: drive's `body` function). */
  sent(body: string): string {
    this.#sent.add(referenceOf(body));
    return body;
  }

  answer(body: string, status: number): void {
    this.#answers.set(referenceOf(body), status);
  }

  /** The database's holding appointments of the bench's references, matched to their answers. */
  async reconcile(db: Db): Promise<Reconcile> {
    const rows = await db.orderReference.findMany({
      where: {
        OR: this.prefixes.map((p) => ({ referenceId: { startsWith: p } })),
        position: 0,
        appointment: { status: { in: HOLDING_STATUSES } },
      },
      select: { referenceId: true },
    });
    const booked = new Set(rows.map((r) => r.referenceId));
    const holding = await db.appointment.count({ where: { status: { in: HOLDING_STATUSES } } });
    const ok = (s: number | undefined) => s !== undefined && s >= 200 && s < 300;
    const r: Reconcile = {
      booked: holding,
      accepted: 0,
      set_up: holding - rows.length,
      booked_unanswered: 0,
      unanswered: 0,
      booked_refused: 0,
      accepted_missing: 0,
      booked_unknown: 0,
      booked_twice: rows.length - booked.size,
    };
    for (const ref of this.#sent) {
      const status = this.#answers.get(ref);
      if (status === undefined) r.unanswered++;
      if (ok(status)) r.accepted++;
      if (ok(status) && !booked.has(ref)) r.accepted_missing++;
    }
    for (const ref of booked) {
      const status = this.#answers.get(ref);
      if (!this.#sent.has(ref)) r.booked_unknown++;
      else if (status === undefined) r.booked_unanswered++;
      else if (!ok(status)) r.booked_refused++;
    }
    return r;
  }
}

export const reconcileDefects = (r: Reconcile) =>
  r.booked_refused + r.accepted_missing + r.booked_unknown + r.booked_twice;

export const reconcileLine = (provider: string, r: Reconcile) =>
  `${provider}: reconcile: ${r.booked} booked = ${r.accepted} accepted + ${r.set_up} of the set-up + ${r.booked_unanswered} in flight when a timed run closed its connections (of ${r.unanswered} unanswered); defects: ${r.booked_refused} booked after a refusal, ${r.accepted_missing} accepted but not stored, ${r.booked_unknown} booked but never sent, ${r.booked_twice} booked twice`;
