import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { paceFor, requestsArriving, watchRequests, YIELD_BATCH, YIELD_MS } from "./pace";

describe("paceFor", () => {
  const full = { limit: 20, again: 0, refill: 50 };

  it("goes at full speed on PostgreSQL, and on SQLite while no requests arrive", () => {
    expect(paceFor("postgresql", true, full)).toEqual(full);
    expect(paceFor("sqlite", false, full)).toEqual(full);
  });

  it("takes small batches at intervals on SQLite while requests arrive", () => {
    expect(paceFor("sqlite", true, full)).toEqual({ limit: YIELD_BATCH, again: YIELD_MS, refill: YIELD_MS });
  });
});

describe("requestsArriving", () => {
  it("notes a request to any HTTP server of the process", async () => {
    watchRequests();
    const hour = 3_600_000;
    expect(requestsArriving(hour)).toBe(false);
    const server = createServer((_, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await res.text();
      expect(requestsArriving(hour)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
