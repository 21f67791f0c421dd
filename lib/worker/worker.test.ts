import { describe, expect, it } from "vitest";
import type { Db } from "../db";
import { startOutboxWorker } from "./worker";

describe("startOutboxWorker", () => {
  it("runs one worker per process: a second start returns the first, a start after stop a new one", async () => {
    // Stopped before its first run: the database is never touched.
    const db = {} as Db;
    const first = startOutboxWorker(db);
    expect(startOutboxWorker(db)).toBe(first);
    await first.stop();
    const second = startOutboxWorker(db);
    expect(second).not.toBe(first);
    await second.stop();
  });
});
