// request_facility_appointment's 400s: every field rule of the contract, with
// the `details[].field` path it must name, and the edges that must pass.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { bookingBody, call, expectError, localTime, makeFacility, staffToken, db } from "./helpers";

type Body = Record<string, unknown>;

async function setup() {
  const f = await makeFacility({ docks: 3 });
  const token = await staffToken([f.id]);
  const start = localTime(f.timezone, "10:00");
  return { f, token, start, body: bookingBody(f.id, start) as Body };
}

const emails = (n: number) => Array.from({ length: n }, (_, i) => `ops${i}@acme.example`);
const refs = (n: number) => Array.from({ length: n }, (_, i) => ({ reference_id: `PO-${i}` }));

// [what, change to a valid body, field named, reason (when the contract or our code fixes one)]
const refused: [string, (b: Body, start: DateTime) => void, string, string?][] = [
  ["facility_id missing", (b) => delete b.facility_id, "facility_id", "required"],
  ["facility_id not a uuid", (b) => (b.facility_id = "dc-1"), "facility_id"],
  ["facility_id a number", (b) => (b.facility_id = 7), "facility_id"],
  ["scheduled_start_time missing", (b) => delete b.scheduled_start_time, "scheduled_start_time", "required"],
  [
    "scheduled_start_time without an offset",
    (b, s) => (b.scheduled_start_time = s.toFormat("yyyy-MM-dd'T'HH:mm:ss")),
    "scheduled_start_time",
  ],
  [
    "scheduled_end_time without an offset",
    (b, s) => (b.scheduled_end_time = s.plus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")),
    "scheduled_end_time",
  ],
  [
    "scheduled_start_time a date only",
    (b, s) => (b.scheduled_start_time = s.toISODate()),
    "scheduled_start_time",
  ],
  [
    "scheduled_start_time not a date",
    (b) => (b.scheduled_start_time = "tomorrow at ten"),
    "scheduled_start_time",
  ],
  [
    "scheduled_start_time epoch milliseconds",
    (b, s) => (b.scheduled_start_time = s.toMillis()),
    "scheduled_start_time",
    "invalid_type",
  ],
  [
    "scheduled_end_time before the start",
    (b, s) => (b.scheduled_end_time = s.minus({ hours: 1 }).toUTC().toISO()),
    "scheduled_end_time",
    "end_before_start",
  ],
  [
    "scheduled_end_time equal to the start",
    (b) => (b.scheduled_end_time = b.scheduled_start_time),
    "scheduled_end_time",
    "end_before_start",
  ],
  [
    "a duration of 4 minutes",
    (b, s) => (b.scheduled_end_time = s.plus({ minutes: 4 }).toUTC().toISO()),
    "scheduled_end_time",
    "duration_out_of_range",
  ],
  [
    "a duration of 24 hours and 1 minute",
    (b, s) => (b.scheduled_end_time = s.plus({ hours: 24, minutes: 1 }).toUTC().toISO()),
    "scheduled_end_time",
    "duration_out_of_range",
  ],
  ["type missing", (b) => delete b.type, "type", "required"],
  ["type in the wrong case", (b) => (b.type = "inbound"), "type"],
  ["type unknown", (b) => (b.type = "Crossdock"), "type"],
  ["carrier missing", (b) => delete b.carrier, "carrier", "required"],
  ["carrier blank after trimming", (b) => (b.carrier = "   "), "carrier"],
  ["carrier of 201 characters", (b) => (b.carrier = "C".repeat(201)), "carrier"],
  ["carrier a number", (b) => (b.carrier = 42), "carrier", "invalid_type"],
  ["carrier null (a required field)", (b) => (b.carrier = null), "carrier"],
  ["carrier_phone missing", (b) => delete b.carrier_phone, "carrier_phone", "required"],
  ["carrier_phone empty", (b) => (b.carrier_phone = ""), "carrier_phone"],
  ["carrier_phone with letters", (b) => (b.carrier_phone = "call dispatch"), "carrier_phone"],
  ["carrier_phone with 6 digits", (b) => (b.carrier_phone = "555-010"), "carrier_phone"],
  [
    "carrier_phone with 6 digits before a long extension",
    (b) => (b.carrier_phone = "555-010 x 12345"),
    "carrier_phone",
  ],
  [
    "carrier_phone with an extension but no extension digits",
    (b) => (b.carrier_phone = "312 555 0100 ext"),
    "carrier_phone",
  ],
  ["carrier_phone of 41 characters", (b) => (b.carrier_phone = "1".repeat(41)), "carrier_phone"],
  ["carrier_phone a number", (b) => (b.carrier_phone = 3125550100), "carrier_phone", "invalid_type"],
  ["quantity missing", (b) => delete b.quantity, "quantity", "required"],
  ["quantity 0", (b) => (b.quantity = 0), "quantity"],
  ["quantity negative", (b) => (b.quantity = -5), "quantity"],
  ["quantity 100001", (b) => (b.quantity = 100_001), "quantity"],
  ["quantity not whole", (b) => (b.quantity = 1.5), "quantity"],
  ["quantity a string", (b) => (b.quantity = "24"), "quantity", "invalid_type"],
  ["units missing", (b) => delete b.units, "units", "required"],
  ["units in the wrong case", (b) => (b.units = "pallets"), "units"],
  ["units unknown", (b) => (b.units = "Crates"), "units"],
  ["order_info missing", (b) => delete b.order_info, "order_info", "required"],
  ["order_info empty", (b) => (b.order_info = []), "order_info"],
  ["order_info with 101 items", (b) => (b.order_info = refs(101)), "order_info"],
  ["order_info an object", (b) => (b.order_info = { reference_id: "PO-1" }), "order_info", "invalid_type"],
  [
    "order_info item not an object",
    (b) => (b.order_info = [{ reference_id: "PO-1" }, "PO-2"]),
    "order_info[1]",
    "invalid_type",
  ],
  [
    "order_info[2].reference_id missing",
    (b) => (b.order_info = [...refs(2), { ref: "PO-9" }]),
    "order_info[2].reference_id",
    "required",
  ],
  [
    "order_info[1].reference_id blank",
    (b) => (b.order_info = [{ reference_id: "PO-1" }, { reference_id: "  " }]),
    "order_info[1].reference_id",
  ],
  [
    "order_info[0].reference_id of 101 characters",
    (b) => (b.order_info = [{ reference_id: "R".repeat(101) }]),
    "order_info[0].reference_id",
  ],
  [
    "order_info[0].reference_id a number",
    (b) => (b.order_info = [{ reference_id: 1001 }]),
    "order_info[0].reference_id",
    "invalid_type",
  ],
  [
    "duplicate reference ids (after trimming)",
    (b) => (b.order_info = [{ reference_id: "PO-1" }, { reference_id: "PO-2" }, { reference_id: " PO-1 " }]),
    "order_info[2].reference_id",
    "duplicate",
  ],
  ["carrier_email not an address", (b) => (b.carrier_email = "dispatch at acme"), "carrier_email"],
  [
    "carrier_emails[1] not an address",
    (b) => (b.carrier_emails = ["ops@acme.example", "ops@"]),
    "carrier_emails[1]",
  ],
  ["carrier_emails with 21 addresses", (b) => (b.carrier_emails = emails(21)), "carrier_emails"],
  [
    "carrier_emails a string",
    (b) => (b.carrier_emails = "ops@acme.example"),
    "carrier_emails",
    "invalid_type",
  ],
  ["shipper_emails[0] not an address", (b) => (b.shipper_emails = ["@acme.example"]), "shipper_emails[0]"],
  ["shipper_emails with 21 addresses", (b) => (b.shipper_emails = emails(21)), "shipper_emails"],
  [
    "receiver_emails[2] not an address",
    (b) => (b.receiver_emails = [...emails(2), "receiving"]),
    "receiver_emails[2]",
  ],
  ["receiver_emails with 21 addresses", (b) => (b.receiver_emails = emails(21)), "receiver_emails"],
  ["carrier_driver of 201 characters", (b) => (b.carrier_driver = "D".repeat(201)), "carrier_driver"],
  ["carrier_notes of 2001 characters", (b) => (b.carrier_notes = "N".repeat(2001)), "carrier_notes"],
  ["loading_type unknown", (b) => (b.loading_type = "Hybrid"), "loading_type"],
];

describe("request_facility_appointment validation", () => {
  it.each(refused)("refuses %s with a 400 naming the field", async (_, change, field, reason) => {
    const { token, start, body } = await setup();
    change(body, start);
    const res = await call("request", body, { token });
    expectError(res, 400, "invalid_argument", reason ? { field, reason } : { field });
    for (const d of res.json.details)
      expect(d).toMatchObject({ reason: expect.any(String), message: expect.any(String) });
  });

  it("creates nothing when it refuses", async () => {
    const { f, token, body } = await setup();
    expect((await call("request", { ...body, quantity: 0 }, { token })).status).toBe(400);
    expect(await db.appointment.count({ where: { facilityId: f.id } })).toBe(0);
  });

  it("reports every problem at once, each with its own path", async () => {
    const { token, body } = await setup();
    const res = await call(
      "request",
      { ...body, quantity: 0, units: "Crates", order_info: [{ reference_id: "" }] },
      { token },
    );
    expectError(res, 400, "invalid_argument");
    expect(res.json.details.map((d: { field: string }) => d.field).sort()).toEqual([
      "order_info[0].reference_id",
      "quantity",
      "units",
    ]);
  });

  it.each([
    ["not JSON", "{ facility_id: oops"],
    ["empty", ""],
    ["an array", "[]"],
    ["a string", '"book me"'],
    ["a number", "42"],
    ["null", "null"],
  ])("refuses a body that is %s", async (_, raw) => {
    const { token } = await setup();
    const res = await call("request", undefined, { token, raw });
    expectError(res, 400, "invalid_argument");
    expect(res.json.details?.[0]?.field).toBeUndefined();
  });

  it("refuses a start in the past with reason in_the_past", async () => {
    const { f, token } = await setup();
    const start = DateTime.now().minus({ hours: 1 }).startOf("minute");
    const res = await call("request", bookingBody(f.id, start, 120), { token });
    expectError(res, 400, "invalid_argument", { field: "scheduled_start_time", reason: "in_the_past" });
  });

  it("accepts the edges: 5 minutes, 24 hours, quantity 1 and 100000, 100 references, 20 addresses, long texts", async () => {
    const { f, token, start } = await setup();
    const cases: Body[] = [
      bookingBody(f.id, start, 5, { quantity: 1 }),
      bookingBody(f.id, start.plus({ days: 1 }), 24 * 60, { quantity: 100_000 }),
      bookingBody(f.id, start, 60, {
        order_info: refs(99).concat([{ reference_id: "R".repeat(100) }]),
        carrier_emails: emails(20),
        shipper_emails: emails(20),
        receiver_emails: emails(20),
        carrier: `  ${"C".repeat(200)}  `,
        carrier_driver: "D".repeat(200),
        carrier_notes: "N".repeat(2000),
        carrier_phone: `+1 (312) 555-0100 ext. ${"4".repeat(17)}`,
      }),
    ];
    for (const body of cases) {
      const res = await call("request", body, { token });
      expect(res.status, res.text).toBe(200);
    }
    const big = (await db.appointment.findFirst({
      where: { facilityId: f.id, quantity: 24 },
      include: { orders: true },
    }))!;
    expect(big.orders).toHaveLength(100);
    expect(big.carrier).toBe("C".repeat(200));
  });

  it.each([
    "555-0100",
    "555.0100",
    "(312) 555 0100",
    "+44 20 7946 0958",
    "(+44) 20 7946 0958",
    "312-555-0100 x42",
    "312 555 0100 ext 42",
    "3125550100ext.7",
    "555-0100 X9",
  ])("accepts the phone %j", async (carrier_phone) => {
    const { f, token, start } = await setup();
    const res = await call("request", bookingBody(f.id, start, 60, { carrier_phone }), { token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.carrier_phone).toBe(carrier_phone);
  });

  it("trims the carrier, the reference ids and the e-mail addresses", async () => {
    const { f, token, start } = await setup();
    const res = await call(
      "request",
      bookingBody(f.id, start, 60, {
        carrier: "  Acme Freight\t",
        order_info: [{ reference_id: "  PO-7 " }],
        carrier_emails: ["  OPS@Acme.Example "],
        carrier_phone: " 555-0100 ",
      }),
      { token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      carrier: "Acme Freight",
      carrier_emails: ["ops@acme.example"],
      carrier_phone: "555-0100",
    });
    expect(res.json.order_info[0].reference_id).toBe("PO-7");
  });

  it("reads an offset other than Z and answers in UTC", async () => {
    const { f, token, start } = await setup();
    const local = start.setZone("UTC+05:30");
    const res = await call(
      "request",
      {
        ...bookingBody(f.id, start),
        scheduled_start_time: local.toISO(),
        scheduled_end_time: local.plus({ hours: 1 }).toISO(),
      },
      { token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.scheduled_start_time).toBe(start.toUTC().toISO());
  });

  it("reads null for an optional field as absent", async () => {
    const { f, token, start } = await setup();
    const nulls = Object.fromEntries(
      [
        "carrier_email",
        "carrier_emails",
        "carrier_driver",
        "shipper_emails",
        "receiver_emails",
        "loading_type",
        "carrier_notes",
        "shipper_receiver",
        "load_type_ids",
      ].map((k) => [k, null]),
    );
    const res = await call("request", bookingBody(f.id, start, 60, nulls), { token });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      carrier_email: null,
      carrier_emails: [],
      carrier_driver: null,
      loading_type: "Live",
      carrier_notes: "",
      shipper_receiver: null,
      all_load_types: [],
    });
  });

  it("ignores unknown fields", async () => {
    const { f, token, start } = await setup();
    const res = await call(
      "request",
      bookingBody(f.id, start, 60, {
        priority: "high",
        dock: "Dock 2",
        status: "Completed",
        id: "x",
        nested: { a: [1] },
      }),
      { token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: "Scheduled", dock: "Dock 1" });
    expect(res.json).not.toHaveProperty("priority");
  });
});

describe("get_facility_appointments validation", () => {
  const day = "2027-02-01";
  const refusedList: [string, Body, string | undefined, string?][] = [
    ["no selector", {}, undefined, "selector_missing"],
    [
      "two selectors",
      {
        start: day,
        end: day,
        modified_range: { start: "2027-02-01T00:00:00Z", end: "2027-02-02T00:00:00Z" },
      },
      undefined,
      "selector_ambiguous",
    ],
    [
      "all three selectors",
      {
        start: day,
        end: day,
        start_created_at: "2027-02-01T00:00:00Z",
        end_created_at: "2027-02-02T00:00:00Z",
        modified_range: { start: "2027-02-01T00:00:00Z", end: "2027-02-02T00:00:00Z" },
      },
      undefined,
      "selector_ambiguous",
    ],
    ["start without end", { start: day }, "end", "required"],
    ["end without start", { end: day }, "start", "required"],
    [
      "start_created_at without end_created_at",
      { start_created_at: "2027-02-01T00:00:00Z" },
      "end_created_at",
      "required",
    ],
    [
      "end_created_at without start_created_at",
      { end_created_at: "2027-02-01T00:00:00Z" },
      "start_created_at",
      "required",
    ],
    [
      "modified_range without end",
      { modified_range: { start: "2027-02-01T00:00:00Z" } },
      "modified_range.end",
      "required",
    ],
    [
      "modified_range without start",
      { modified_range: { end: "2027-02-01T00:00:00Z" } },
      "modified_range.start",
      "required",
    ],
    [
      "modified_range a string",
      { modified_range: "2027-02-01/2027-02-02" },
      "modified_range",
      "invalid_type",
    ],
    ["end before start", { start: "2027-02-10", end: "2027-02-09" }, "end"],
    [
      "end_created_at before start_created_at",
      { start_created_at: "2027-02-01T00:00:00.001Z", end_created_at: "2027-02-01T00:00:00Z" },
      "end_created_at",
    ],
    [
      "modified_range.end before its start",
      { modified_range: { start: "2027-02-02T00:00:00Z", end: "2027-02-01T23:59:59Z" } },
      "modified_range.end",
    ],
    ["start to end over 31 days", { start: "2027-01-01", end: "2027-02-01" }, "end"],
    [
      "a created range over 31 days",
      { start_created_at: "2027-01-01T00:00:00Z", end_created_at: "2027-02-01T00:00:00.001Z" },
      "end_created_at",
    ],
    [
      "a modified range over 31 days",
      { modified_range: { start: "2027-01-01T00:00:00Z", end: "2027-02-01T00:00:01Z" } },
      "modified_range.end",
    ],
    ["start a date-time", { start: "2027-02-01T00:00:00Z", end: day }, "start"],
    ["end not a date", { start: day, end: "02/03/2027" }, "end"],
    ["end an impossible date", { start: day, end: "2027-02-30" }, "end"],
    [
      "start_created_at without an offset",
      { start_created_at: "2027-02-01T00:00:00", end_created_at: "2027-02-02T00:00:00Z" },
      "start_created_at",
    ],
    [
      "modified_range.start without an offset",
      { modified_range: { start: "2027-02-01T00:00:00", end: "2027-02-02T00:00:00Z" } },
      "modified_range.start",
    ],
  ];

  it.each(refusedList)("refuses %s", async (_, selector, field, reason) => {
    const f = await makeFacility();
    const res = await call("list", { facility_id: f.id, ...selector }, { token: await staffToken([f.id]) });
    expectError(res, 400, "invalid_argument", { ...(field ? { field } : {}), ...(reason ? { reason } : {}) });
  });

  it("refuses a missing or malformed facility_id", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    expectError(await call("list", { start: day, end: day }, { token }), 400, "invalid_argument", {
      field: "facility_id",
      reason: "required",
    });
    expectError(
      await call("list", { facility_id: "DC-1", start: day, end: day }, { token }),
      400,
      "invalid_argument",
      { field: "facility_id" },
    );
  });

  it.each([
    ["31 days of dates", { start: "2027-01-01", end: "2027-01-31" }],
    ["one day", { start: day, end: day }],
    [
      "exactly 31 days of created time",
      { start_created_at: "2027-01-01T00:00:00Z", end_created_at: "2027-02-01T00:00:00Z" },
    ],
    [
      "an empty modified range",
      { modified_range: { start: "2027-01-01T00:00:00Z", end: "2027-01-01T00:00:00Z" } },
    ],
    [
      "null for the other selectors",
      { start: day, end: day, start_created_at: null, end_created_at: null, modified_range: null },
    ],
    ["an unknown field", { start: day, end: day, page_size: 10 }],
  ])("accepts %s", async (_, selector) => {
    const f = await makeFacility();
    const res = await call("list", { facility_id: f.id, ...selector }, { token: await staffToken([f.id]) });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual([]);
  });
});
