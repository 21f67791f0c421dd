// GET /healthz and /readyz on the app's own server path, with each fault of
// readiness injected for real: PostgreSQL away (connections refused, open ones
// terminated), the live-update listener's connection terminated while the
// database refuses new ones, and a release that ships a migration the database
// has not applied. Readiness names what failed and recovers by itself.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readiness } from "@/lib/api/probes-node";
import { db } from "@/lib/db";
import { migrationsOf } from "@/lib/db/migrations-applied";
import { providerOf } from "@/lib/db/url";
import { asAdmin } from "@/scripts/scratch-database";
import { ownDatabase } from "./support/own-database";
import { databaseOutage } from "./support/pg-outage";
import { probeServer } from "./support/probe-server";

const provider = providerOf(process.env.DATABASE_URL ?? "");
const postgres = provider === "postgresql";
// The outages below are of this file's database only.
const own = ownDatabase();
const { get } = probeServer();
const { goDown, comeBack } = databaseOutage(() => own.url());

afterAll(async () => {
  if (postgres) await comeBack();
});

/** Reads /readyz until `done` holds for its answer (the probe is what a kubelet would poll); fails after a minute. */
async function readyzUntil(done: (status: number, body: { checks: Record<string, string> }) => boolean) {
  const bound = Date.now() + 60_000;
  for (;;) {
    const res = await get("/readyz");
    const body = await res.json();
    if (done(res.status, body)) return { status: res.status, body };
    if (Date.now() > bound)
      throw new Error(`/readyz never got there; last ${res.status} ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("/healthz", () => {
  it("answers 200 {status: ok} with the API's headers, and nothing about the version", async () => {
    const res = await get("/healthz", { "x-request-id": "probe-1" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"status":"ok"}');
    expect(res.headers.get("x-request-id")).toBe("probe-1");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("server")).toBeNull();
    expect(res.headers.get("x-powered-by")).toBeNull();
    // A request id of the caller's that is not sane is replaced, as on the API.
    const odd = await get("/healthz", { "x-request-id": "bad id\t<x>" });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const head = await get("/healthz", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it.runIf(postgres)("answers 200 while the database is away: it asks nothing of it", async () => {
    await goDown();
    try {
      expect((await get("/healthz")).status).toBe(200);
      expect((await get("/readyz")).status).toBe(503);
    } finally {
      await comeBack();
    }
    await readyzUntil((status) => status === 200);
  });
});

describe("/readyz", () => {
  it("answers 200 when the database answers, is migrated and (PostgreSQL) the listener is connected", async () => {
    const { body } = await readyzUntil((status) => status === 200);
    expect(body).toEqual({
      status: "ok",
      checks: { database: "ok", migrations: "ok", ...(postgres ? { live_updates: "ok" } : {}) },
    });
    const res = await get("/readyz", { "x-request-id": "ready-1" });
    expect(res.headers.get("x-request-id")).toBe("ready-1");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it.runIf(postgres)(
    "answers 503 naming the database while PostgreSQL is away, and 200 again once it is back",
    async () => {
      await readyzUntil((status) => status === 200);
      await goDown();
      let down;
      try {
        down = await get("/readyz");
        expect(down.status).toBe(503);
        expect(await down.json()).toEqual({
          status: "unavailable",
          checks: { database: "unavailable", migrations: "unknown", live_updates: "disconnected" },
        });
        expect(down.headers.get("x-request-id")).toBeTruthy();
        expect(down.headers.get("x-frame-options")).toBe("DENY");
      } finally {
        await comeBack();
      }
      const back = await readyzUntil((status) => status === 200);
      expect(back.body.checks).toEqual({ database: "ok", migrations: "ok", live_updates: "ok" });
    },
  );

  it.runIf(postgres)(
    "answers 503 naming only the listener while its connection is lost, and 200 once it is back",
    async () => {
      await readyzUntil((status) => status === 200);
      const name = new URL(own.url()).pathname.slice(1);
      // New connections refused, so the listener cannot come straight back; the pool's open ones stay.
      await asAdmin((c) => c.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`));
      try {
        const { rowCount } = await asAdmin((c) =>
          c.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'`,
            [name],
          ),
        );
        expect(rowCount).toBe(1);
        const lost = await readyzUntil((status) => status === 503);
        expect(lost.body).toEqual({
          status: "unavailable",
          checks: { database: "ok", migrations: "ok", live_updates: "disconnected" },
        });
      } finally {
        await comeBack();
      }
      await readyzUntil((status) => status === 200);
    },
  );

  it("names the migrations pending when the release ships one the database has not applied", async () => {
    // The release's migrations folder, copied, with one migration more than the database has seen.
    const root = mkdtempSync(path.join(tmpdir(), "dockside-release-"));
    try {
      const folder = path.join(root, "prisma", "migrations", provider);
      cpSync(path.join(process.cwd(), "prisma", "migrations", provider), folder, { recursive: true });
      mkdirSync(path.join(folder, "29991231235959_next_release"));
      const newer = migrationsOf(provider, root);
      expect(newer).toHaveLength(migrationsOf(provider).length + 1);
      expect(await readiness(db, newer)).toEqual({
        ready: false,
        checks: { database: "ok", migrations: "pending", ...(postgres ? { live_updates: "ok" } : {}) },
      });
      // The same database against the release it was migrated with is ready.
      expect((await readiness(db)).ready).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
