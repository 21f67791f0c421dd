// Which docks are taken, for many intervals at once: the holding appointments
// of a span loaded in one query, then busyDockIds's rule applied in memory.
// Used where one booking transaction places many appointments (a series).
import type { Tx } from "../db";
import { MAX_DURATION_MINUTES } from "../core/vocabulary";
import { holdingNear } from "./capacity";

type Held = { dockId: string; start: number; end: number };

export class DockBoard {
  private constructor(
    private readonly held: Held[],
    private readonly bufferMs: number,
  ) {}

  /** Every holding appointment with a dock that could touch [from, to), buffer included. */
  static async load(
    tx: Tx,
    facilityId: string,
    from: number,
    to: number,
    bufferMinutes: number,
  ): Promise<DockBoard> {
    const rows = await tx.appointment.findMany({
      where: holdingNear(facilityId, from, to, bufferMinutes * 60_000),
      select: { dockId: true, scheduledStart: true, scheduledEnd: true },
      orderBy: { scheduledStart: "asc" },
    });
    return DockBoard.of(
      rows.map((r) => ({
        dockId: r.dockId!,
        start: r.scheduledStart.getTime(),
        end: r.scheduledEnd.getTime(),
      })),
      bufferMinutes,
    );
  }

  static of(held: Held[], bufferMinutes: number): DockBoard {
    return new DockBoard(
      [...held].sort((x, y) => x.start - y.start),
      bufferMinutes * 60_000,
    );
  }

  /** The docks busy for [start, end): the same test busyDockIds puts to the database. */
  busy(start: number, end: number): Set<string> {
    const lo = start - this.bufferMs - MAX_DURATION_MINUTES * 60_000;
    let [a, b] = [0, this.held.length];
    while (a < b) {
      const mid = (a + b) >> 1;
      if (this.held[mid].start <= lo) a = mid + 1;
      else b = mid;
    }
    const out = new Set<string>();
    for (let i = a; i < this.held.length && this.held[i].start < end + this.bufferMs; i++) {
      if (this.held[i].end > start - this.bufferMs) out.add(this.held[i].dockId);
    }
    return out;
  }

  /** Counts a new booking in, keeping the order by start. */
  hold(dockId: string, start: number, end: number): void {
    let i = this.held.length;
    while (i > 0 && this.held[i - 1].start > start) i--;
    this.held.splice(i, 0, { dockId, start, end });
  }
}
