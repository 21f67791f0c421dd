import { describe, expect, it } from "vitest";
import { BATCH_BUDGET_MS, ERASE_SHARE, ErasePace } from "./pace";
import { RETENTION_BATCH } from "./retention";

describe("ErasePace", () => {
  it("rests (1 - share) / share of each batch's time, and at least a little", () => {
    const pace = new ErasePace();
    expect(pace.after(60)).toBeCloseTo((60 * (1 - ERASE_SHARE)) / ERASE_SHARE);
    expect(pace.after(0)).toBeGreaterThan(0);
  });

  it("halves the batch after one over the budget and grows it back to the full batch when well under", () => {
    const pace = new ErasePace();
    expect(pace.batch).toBe(RETENTION_BATCH);
    pace.after(BATCH_BUDGET_MS * 3);
    expect(pace.batch).toBe(RETENTION_BATCH / 2);
    for (let i = 0; i < 20; i++) pace.after(BATCH_BUDGET_MS * 10);
    expect(pace.batch).toBe(10);
    pace.after(BATCH_BUDGET_MS * 0.75); // within the budget: kept
    expect(pace.batch).toBe(10);
    for (let i = 0; i < 20; i++) pace.after(1);
    expect(pace.batch).toBe(RETENTION_BATCH);
  });
});
