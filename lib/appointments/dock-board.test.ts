import { describe, expect, it } from "vitest";
import { DockBoard } from "./dock-board";

describe("DockBoard", () => {
  it("answers as busyDockIds's query would, also after holding new bookings", () => {
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const M = 60_000;
    for (let round = 0; round < 100; round++) {
      const buffer = [0, 5, 30][Math.floor(rnd() * 3)];
      const held = Array.from({ length: Math.floor(rnd() * 20) }, () => {
        const start = Math.floor(rnd() * 3000) * 5 * M;
        return {
          dockId: `d${Math.floor(rnd() * 4)}`,
          start,
          end: start + (1 + Math.floor(rnd() * 288)) * 5 * M,
        };
      });
      const board = DockBoard.of(held, buffer);
      for (let q = 0; q < 30; q++) {
        const start = Math.floor(rnd() * 3000) * 5 * M;
        const end = start + (1 + Math.floor(rnd() * 60)) * 5 * M;
        const expected = new Set(
          held.filter((h) => h.start < end + buffer * M && h.end > start - buffer * M).map((h) => h.dockId),
        );
        expect(board.busy(start, end)).toEqual(expected);
        if (rnd() < 0.3) {
          const h = { dockId: `d${Math.floor(rnd() * 4)}`, start, end };
          board.hold(h.dockId, h.start, h.end);
          held.push(h);
        }
      }
    }
  });
});
