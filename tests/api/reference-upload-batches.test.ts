// Uploads of a facility's list of valid references (issue 38): written in short
// transactions, so that other requests are answered while a large upload is
// written (on SQLite every query of the process waits for its one connection),
// and made the facility's list at once: readers see the old list whole until
// the upload's answer, then the new one alone; a failed upload leaves the old
// list as it was. By the order of events, never by time.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, inject, it } from "vitest";
import { statementsOf } from "@/lib/db";
import { listedReferences } from "@/lib/references/lookups";
import { bookingBody, call, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";

const refs = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ reference_id: `${prefix}-${String(i).padStart(7, "0")}` }));

/** A turn of the event loop, as a server has between requests (I/O): without it the readers' loop would run on microtasks alone. */
const tick = () => new Promise((r) => setTimeout(r, 1));

/** Every row the facility has in valid_references, its current list's or not. */
async function rowsOf(facilityId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number | bigint }[]>`
    SELECT count(*) AS n FROM valid_references WHERE facility_id = ${facilityId}`;
  return Number(row.n);
}

/** Resolves once the upload has written its first batch (more rows than the facility had before it). */
async function firstBatchOf(facilityId: string, before: number, upload: Promise<unknown>) {
  let answered = false;
  void upload.then(() => (answered = true));
  while (!answered && (await rowsOf(facilityId)) <= before) await tick();
}

async function listFacility(n: number) {
  const f = await makeFacility({ docks: 20 });
  const token = await staffToken([f.id]);
  const set = await op(
    "update_facility_settings",
    { facility_id: f.id, reference_check: { mode: "list" } },
    token,
  );
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  const old = await op("upload_valid_references", { facility_id: f.id, references: refs("OLD", n) }, token);
  expect(old.json).toEqual({ taken: n, total: n });
  return { f, token };
}

const totalOf = async (facilityId: string, token: string) =>
  (await op("list_valid_references", { facility_id: facilityId, limit: 1 }, token)).json.total as number;

describe("an upload of 100,000 references", () => {
  it("lets other requests through while it is written, and readers see the old list whole until it answers", async () => {
    const { f, token } = await listFacility(3);
    const order: string[] = [];
    const upload = op(
      "upload_valid_references",
      { facility_id: f.id, references: refs("NEW", 100_000), replace: true },
      token,
    ).then((r) => (order.push("upload"), r));
    await firstBatchOf(f.id, 3, upload);

    const facilities = await op("get_facilities", {}, token);
    order.push("get_facilities");
    expect(facilities.status).toBe(200);
    // Answered while the upload is written, not after it.
    expect(order).toEqual(["get_facilities"]);
    const during = await op("list_valid_references", { facility_id: f.id }, token);
    order.push("list");
    expect(during.json.total).toBe(3);
    expect(during.json.references.map((r: { reference_id: string }) => r.reference_id)).toEqual(
      refs("OLD", 3).map((r) => r.reference_id),
    );
    const today = DateTime.now().setZone(f.timezone).toISODate()!;
    const checked = await listedReferences(statementsOf(db), f.id, ["OLD-0000000", "NEW-0000000"], today);
    order.push("check");
    expect([...checked]).toEqual(["OLD-0000000"]);
    // Every read while it is written: the old list or the new one, whole.
    const totals = new Set<number>();
    while (!order.includes("upload")) {
      totals.add(await totalOf(f.id, token));
      await tick();
    }

    const up = await upload;
    expect(up.status, JSON.stringify(up.json).slice(0, 300)).toBe(200);
    expect(up.json).toEqual({ taken: 100_000, total: 100_000 });
    expect(order.slice(0, 4)).toEqual(["get_facilities", "list", "check", "upload"]);
    expect([...totals].filter((t) => t !== 3 && t !== 100_000)).toEqual([]);

    // After it: the new list alone, and the old one's rows gone.
    expect(await totalOf(f.id, token)).toBe(100_000);
    expect(await rowsOf(f.id)).toBe(100_000);
    const carrier = await carrierToken();
    const book = (ref: string, hour: string) =>
      call(
        "request",
        bookingBody(f.id, localTime(f.timezone, hour), 60, { order_info: [{ reference_id: ref }] }),
        { token: carrier.token },
      );
    expect((await book("NEW-0099999", "08:00")).status).toBe(200);
    const refused = await book("OLD-0000000", "09:00");
    expect(refused.status).toBe(409);
    expect(refused.json.details[0]).toMatchObject({ reason: "reference_rejected" });
  });

  it("adds to the list: readers see the old list until the answer, then the old and the new together", async () => {
    const { f, token } = await listFacility(2500);
    const order: string[] = [];
    const upload = op(
      "upload_valid_references",
      { facility_id: f.id, references: [...refs("NEW", 99_999), { reference_id: "OLD-0000001" }] },
      token,
    ).then((r) => (order.push("upload"), r));
    await firstBatchOf(f.id, 2500, upload);
    expect(await totalOf(f.id, token)).toBe(2500);
    order.push("list");
    const totals = new Set<number>();
    while (!order.includes("upload")) {
      totals.add(await totalOf(f.id, token));
      await tick();
    }
    const up = await upload;
    expect(up.json).toEqual({ taken: 100_000, total: 102_499 });
    expect(order[0]).toBe("list");
    expect([...totals].filter((t) => t !== 2500 && t !== 102_499)).toEqual([]);
    expect(await rowsOf(f.id)).toBe(102_499);
  });
});

describe("a failed upload", () => {
  it("leaves the old list whole when a write late in the upload fails, and leaves no rows behind", async () => {
    const { f, token } = await listFacility(3);
    const poison = `POISON-${randomUUID()}`;
    const name = `poison_${randomUUID().replace(/-/g, "")}`;
    // A real failure of the database, in the upload's last batch.
    if (inject("provider") === "sqlite")
      await db.$executeRawUnsafe(
        `CREATE TRIGGER ${name} BEFORE INSERT ON valid_references WHEN NEW.reference_id = '${poison}'
         BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
      );
    else {
      await db.$executeRawUnsafe(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
           IF NEW.reference_id = '${poison}' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW;
         END $$`,
      );
      await db.$executeRawUnsafe(
        `CREATE TRIGGER ${name} BEFORE INSERT ON valid_references FOR EACH ROW EXECUTE FUNCTION ${name}()`,
      );
    }
    try {
      const references = refs("NEW", 10_000);
      references.splice(9_000, 0, { reference_id: poison });
      for (const replace of [true, false]) {
        const failed = await op("upload_valid_references", { facility_id: f.id, references, replace }, token);
        expect(failed.status).toBe(500);
        const list = await op("list_valid_references", { facility_id: f.id }, token);
        expect(list.json.total).toBe(3);
        expect(list.json.references.map((r: { reference_id: string }) => r.reference_id)).toEqual(
          refs("OLD", 3).map((r) => r.reference_id),
        );
        expect(await rowsOf(f.id)).toBe(3);
      }
    } finally {
      await db.$executeRawUnsafe(
        `DROP TRIGGER ${name}${inject("provider") === "sqlite" ? "" : " ON valid_references"}`,
      );
      if (inject("provider") === "postgresql") await db.$executeRawUnsafe(`DROP FUNCTION ${name}()`);
    }
    const after = await op(
      "upload_valid_references",
      { facility_id: f.id, references: refs("NEXT", 2) },
      token,
    );
    expect(after.json).toEqual({ taken: 2, total: 5 });
  });
});

describe("two uploads at once", () => {
  it("replacing: one list wins whole, the other is refused or replaced after it, and no rows are left over", async () => {
    const { f, token } = await listFacility(3);
    const [a, b] = await Promise.all(
      ["A", "B"].map((p) =>
        op("upload_valid_references", { facility_id: f.id, references: refs(p, 6000), replace: true }, token),
      ),
    );
    for (const r of [a, b]) {
      if (r.status === 200) expect(r.json).toEqual({ taken: 6000, total: 6000 });
      else expect(r.json.details[0]).toMatchObject({ reason: "reference_list_changed" });
    }
    expect([a.status, b.status]).toContain(200);
    expect(await totalOf(f.id, token)).toBe(6000);
    expect(await rowsOf(f.id)).toBe(6000);
    const firsts = await db.$queryRaw<{ p: string }[]>`
      SELECT DISTINCT substr(reference_id, 1, 1) AS p FROM valid_references WHERE facility_id = ${f.id}`;
    expect(firsts).toHaveLength(1);
  });

  it("adding: each one that succeeds is on the list, none is lost to the other", async () => {
    const { f, token } = await listFacility(3);
    const answers = await Promise.all(
      ["A", "B"].map((p) =>
        op("upload_valid_references", { facility_id: f.id, references: refs(p, 5000) }, token),
      ),
    );
    const taken = answers.filter((r) => r.status === 200).length;
    for (const r of answers)
      if (r.status !== 200) expect(r.json.details[0]).toMatchObject({ reason: "reference_list_changed" });
    expect(taken).toBeGreaterThan(0);
    expect(await totalOf(f.id, token)).toBe(3 + 5000 * taken);
    expect(await rowsOf(f.id)).toBe(3 + 5000 * taken);
  });
});
