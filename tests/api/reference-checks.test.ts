// Reference checks (issue 24): the setting and its history, unique references
// under the booking lock, the list of valid references, staff overrides.
import { describe, expect, it } from "vitest";
import {
  bookingBody,
  call,
  carrierToken,
  db,
  expectError,
  localTime,
  makeFacility,
  staffToken,
} from "./helpers";
import { op } from "./ops";
import { linkedFacility, newAddress, pub, publicBody } from "./support/public";

process.env.NEXTAUTH_SECRET ??= "reference-test-secret-0123456789abcdef";

async function facilityWith(referenceCheck: Record<string, unknown>) {
  const f = await makeFacility({ docks: 20 });
  const token = await staffToken([f.id]);
  const set = await op(
    "update_facility_settings",
    { facility_id: f.id, reference_check: referenceCheck },
    token,
  );
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  return { f, token, settings: set.json };
}

const book = (
  f: { id: string; timezone: string },
  token: string,
  refs: string[],
  hour = "10:00",
  extra = {},
) =>
  call(
    "request",
    bookingBody(f.id, localTime(f.timezone, hour), 60, {
      order_info: refs.map((reference_id) => ({ reference_id })),
      ...extra,
    }),
    { token },
  );

describe("the reference_check setting", () => {
  it("defaults to off, takes a whole setting, keeps it in the history, and checks its ranges", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const got = await op("get_facility_settings", { facility_id: f.id }, token);
    expect(got.json.reference_check).toEqual({
      mode: "off",
      unique: false,
      url: null,
      timeout_ms: 3000,
      on_unavailable: "refuse",
    });
    const set = await op(
      "update_facility_settings",
      { facility_id: f.id, reference_check: { mode: "list", unique: true } },
      token,
    );
    expect(set.json.reference_check).toEqual({
      mode: "list",
      unique: true,
      url: null,
      timeout_ms: 3000,
      on_unavailable: "refuse",
    });
    expect(set.json.history[0].changes.reference_check[1]).toMatchObject({ mode: "list", unique: true });
    for (const [bad, field] of [
      [{ mode: "sometimes" }, "reference_check.mode"],
      [{ mode: "off", timeout_ms: 499 }, "reference_check.timeout_ms"],
      [{ mode: "off", timeout_ms: 10_001 }, "reference_check.timeout_ms"],
      [{ mode: "webhook" }, "reference_check.url"],
      [{ mode: "off", on_unavailable: "shrug" }, "reference_check.on_unavailable"],
    ] as const) {
      const r = await op("update_facility_settings", { facility_id: f.id, reference_check: bad }, token);
      expect(r.status, JSON.stringify(r.json)).toBe(400);
      expect(r.json.details[0].field).toBe(field);
    }
    const carrier = await carrierToken();
    const refused = await op(
      "update_facility_settings",
      { facility_id: f.id, reference_check: { mode: "off" } },
      carrier.token,
    );
    expect(refused.status).toBe(403);
  });
});

describe("unique references", () => {
  it("refuses a reference held by another holding appointment, not one cancelled, and lets staff override", async () => {
    const { f, token } = await facilityWith({ mode: "off", unique: true });
    const carrier = await carrierToken();
    const first = await book(f, carrier.token, ["PO-1", "PO-2"], "08:00");
    expect(first.status, first.text).toBe(200);
    const again = await book(f, carrier.token, ["PO-9", "PO-2"], "11:00");
    expectError(again, 409, "conflict", {
      reason: "duplicate_reference",
      field: "order_info[1].reference_id",
    });
    // Case matters, and other facilities' references do not count.
    expect((await book(f, carrier.token, ["po-2"], "11:00")).status).toBe(200);
    const other = await facilityWith({ mode: "off", unique: true });
    expect((await book(other.f, carrier.token, ["PO-2"], "11:00")).status).toBe(200);
    // A carrier may not override; staff may, and the reason is kept.
    expectError(
      await book(f, carrier.token, ["PO-2"], "12:00", { override_reason: "same PO, second truck" }),
      400,
      "invalid_argument",
      { field: "override_reason" },
    );
    const passed = await book(f, token, ["PO-2"], "12:00", { override_reason: "same PO, second truck" });
    expect(passed.status, passed.text).toBe(200);
    expect(passed.json.override_reason).toBe("same PO, second truck");
    // Cancelled: the reference is free again.
    for (const id of [first.json.id, passed.json.id]) {
      const cancelled = await op("update_facility_appointment_status", { id, action: "cancel" }, token);
      expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    }
    expect((await book(f, carrier.token, ["PO-2"], "13:00")).status).toBe(200);
  });

  it("lets exactly one of 12 racing requests with one reference win", async () => {
    const { f } = await facilityWith({ mode: "off", unique: true });
    const carrier = await carrierToken();
    const hours = Array.from({ length: 12 }, (_, i) => `${String(6 + i).padStart(2, "0")}:00`);
    const results = await Promise.all(hours.map((h) => book(f, carrier.token, ["PO-RACE"], h)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200))
      expectError(r, 409, "conflict", { reason: "duplicate_reference" });
    const held = await db.orderReference.count({
      where: { referenceId: "PO-RACE", appointment: { facilityId: f.id } },
    });
    expect(held).toBe(1);
  });

  it("applies to the public link", async () => {
    const f = await linkedFacility("instant", { instantBooking: true });
    const token = await staffToken([f.id]);
    await op(
      "update_facility_settings",
      { facility_id: f.id, reference_check: { mode: "off", unique: true } },
      token,
    );
    expect((await book(f, token, ["PO-PUB"], "08:00")).status).toBe(200);
    const body = publicBody(f.slug, localTime(f.timezone, "12:00"), {
      order_info: [{ reference_id: "PO-PUB" }],
    });
    const r = await pub("request_public_appointment", body, newAddress());
    expect(r.status, JSON.stringify(r.json)).toBe(409);
    expect(r.json.details[0]).toMatchObject({
      reason: "duplicate_reference",
      field: "order_info[0].reference_id",
    });
  });
});

describe("work-ins", () => {
  it("keep to unique references and the list, which staff pass with a reason", async () => {
    const { f, token } = await facilityWith({ mode: "list", unique: true });
    await op("upload_valid_references", { facility_id: f.id, references: [{ reference_id: "PO-W" }] }, token);
    const truck = (ref: string, extra = {}) =>
      op(
        "create_work_in",
        {
          facility_id: f.id,
          type: "Inbound",
          carrier: "Walk-up",
          order_info: [{ reference_id: ref }],
          ...extra,
        },
        token,
      );
    const first = await truck("PO-W");
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect((await truck("PO-W")).json.details[0]).toMatchObject({ reason: "duplicate_reference" });
    expect((await truck("PO-UNLISTED")).json.details[0]).toMatchObject({ reason: "reference_rejected" });
    const passed = await truck("PO-W", { override_reason: "second trailer of one PO" });
    expect(passed.status, JSON.stringify(passed.json)).toBe(200);
    expect(passed.json.override_reason).toBe("second trailer of one PO");
  });
});

describe("the list of valid references", () => {
  it("accepts references on the list and not expired, refuses the rest, and lets staff override", async () => {
    const { f, token } = await facilityWith({ mode: "list" });
    const up = await op(
      "upload_valid_references",
      {
        facility_id: f.id,
        references: [
          { reference_id: "PO-A" },
          { reference_id: "PO-B", expires_on: "2020-01-01" },
          { reference_id: "PO-C", expires_on: "2999-12-31" },
        ],
      },
      token,
    );
    expect(up.json).toEqual({ taken: 3, total: 3 });
    const carrier = await carrierToken();
    expect((await book(f, carrier.token, ["PO-A", "PO-C"], "08:00")).status).toBe(200);
    expectError(await book(f, carrier.token, ["PO-A", "PO-B"], "09:00"), 409, "conflict", {
      reason: "reference_rejected",
      field: "order_info[1].reference_id",
    });
    expectError(await book(f, carrier.token, ["PO-Z"], "09:00"), 409, "conflict", {
      reason: "reference_rejected",
    });
    const passed = await book(f, token, ["PO-Z"], "09:00", { override_reason: "PO made today" });
    expect(passed.status, passed.text).toBe(200);
  });

  it("takes a prefix as it is written: % and _ are characters, and case counts as in the check itself", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const names = ["PO_1", "POX1", "PO%2", "PO-2", "po_3", "100%", "1000"];
    await op(
      "upload_valid_references",
      { facility_id: f.id, references: names.map((reference_id) => ({ reference_id })) },
      token,
    );
    const listed = async (prefix: string) =>
      (
        (await op("list_valid_references", { facility_id: f.id, prefix }, token)).json as {
          references: { reference_id: string }[];
        }
      ).references.map((r) => r.reference_id);
    expect(await listed("PO_")).toEqual(["PO_1"]);
    expect(await listed("PO%")).toEqual(["PO%2"]);
    expect(await listed("100%")).toEqual(["100%"]);
    expect(await listed("po")).toEqual(["po_3"]);
    expect((await listed("PO")).sort()).toEqual(["PO%2", "PO-2", "POX1", "PO_1"].sort());
  });

  it("adds or replaces, pages in order with a prefix, and belongs to the facility's staff", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const refs = (names: string[]) => names.map((reference_id) => ({ reference_id }));
    await op(
      "upload_valid_references",
      { facility_id: f.id, references: refs(["PO-3", "PO-1", "X-1"]) },
      token,
    );
    const added = await op(
      "upload_valid_references",
      {
        facility_id: f.id,
        references: [{ reference_id: "PO-2" }, { reference_id: "PO-1", expires_on: "2999-01-01" }],
      },
      token,
    );
    expect(added.json).toEqual({ taken: 2, total: 4 });
    const page = await op("list_valid_references", { facility_id: f.id, prefix: "PO-", limit: 2 }, token);
    expect(page.json).toEqual({
      references: [
        { reference_id: "PO-1", expires_on: "2999-01-01" },
        { reference_id: "PO-2", expires_on: null },
      ],
      total: 4,
      next_cursor: "PO-2",
    });
    const next = await op(
      "list_valid_references",
      { facility_id: f.id, prefix: "PO-", limit: 2, before: "PO-2" },
      token,
    );
    expect(next.json.references).toEqual([{ reference_id: "PO-3", expires_on: null }]);
    expect(next.json.next_cursor).toBeNull();
    const replaced = await op(
      "upload_valid_references",
      { facility_id: f.id, references: refs(["NEW-1"]), replace: true },
      token,
    );
    expect(replaced.json).toEqual({ taken: 1, total: 1 });
    const other = await staffToken([(await makeFacility()).id]);
    expect((await op("list_valid_references", { facility_id: f.id }, other)).status).toBe(403);
    expect((await op("upload_valid_references", { facility_id: f.id, references: [] }, other)).status).toBe(
      403,
    );
    const bad = await op(
      "upload_valid_references",
      { facility_id: f.id, references: [{ reference_id: "" }, { reference_id: "A", expires_on: "soon" }] },
      token,
    );
    expect(bad.status).toBe(400);
    expect([...new Set(bad.json.details.map((d: { field: string }) => d.field))]).toEqual([
      "references[0].reference_id",
      "references[1].expires_on",
    ]);
  });

  it("takes 100,000 references in one upload", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const references = Array.from({ length: 100_000 }, (_, i) => ({
      reference_id: `PO-${String(i).padStart(7, "0")}`,
      expires_on: "2999-12-31",
    }));
    const started = performance.now();
    const up = await op("upload_valid_references", { facility_id: f.id, references, replace: true }, token);
    const seconds = (performance.now() - started) / 1000;
    expect(up.status, JSON.stringify(up.json).slice(0, 500)).toBe(200);
    expect(up.json).toEqual({ taken: 100_000, total: 100_000 });
    console.log(`upload of 100,000 references: ${seconds.toFixed(2)} s`);
    const tooMany = await op(
      "upload_valid_references",
      { facility_id: f.id, references: [...references, { reference_id: "ONE-MORE" }] },
      token,
    );
    expect(tooMany.status).toBe(400);
  });
});
