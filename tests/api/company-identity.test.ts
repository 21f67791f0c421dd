// Who an appointment belongs to: a carrier company's own people and tokens, or
// an account staff link it to; never whoever signs up with the name staff typed.
// Company names are compared by their key, so look-alikes cannot be made, and
// sign-up does not say which companies exist.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signUpCarrier } from "@/lib/auth/signup";
import { backfillCompanyNameKeys, findOrCreateCompany } from "@/lib/carriers/companies";
import { companyNameKey } from "@/lib/carriers/name-key";
import { DomainError } from "@/lib/core/errors";
import { bookingBody, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op, reschedule, setStatus } from "./ops";
import { sessionOf, userSession } from "./support/admin-session";

const tag = () => randomUUID().slice(0, 8);
const PASSWORD = "a long passphrase";

/** What sign-up answers (the form's server action shows a refusal's detail as it is). */
const signUp = (input: { name: string; company: string; email: string; password: string }) =>
  signUpCarrier(db, input).then(
    () => ({ ok: true }),
    (e) => {
      if (!(e instanceof DomainError)) throw e;
      return { ok: false, ...e.toBody() };
    },
  );

/** Signs up for a new company; the new user's session headers. */
async function signedUp(company: string) {
  const email = `dispatch-${tag()}@example.test`;
  const result = await signUp({ name: "New Dispatcher", company, email, password: PASSWORD });
  expect(result, JSON.stringify(result)).toEqual({ ok: true });
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  return { ...(await sessionOf(user.id)), companyId: user.carrierCompanyId! };
}

async function staffBooks(token: string, f: { id: string; timezone: string }, carrier: string, hhmm: string) {
  const start = localTime(f.timezone, hhmm);
  const res = await op("request_facility_appointment", bookingBody(f.id, start, 60, { carrier }), token);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.id as string;
}

describe("a carrier company's appointments", () => {
  it("do not go to whoever signs up with the name staff booked for (the takeover)", async () => {
    const f = await makeFacility({ docks: 5 });
    const staff = await staffToken([f.id]);
    const name = `Zeta Freight ${tag()}`;
    const before = await staffBooks(staff, f, name, "09:00");
    const newcomer = await signedUp(name);
    const after = await staffBooks(staff, f, name, "11:00");

    const day = localTime(f.timezone, "09:00").toISODate();
    const listed = await op(
      "get_facility_appointments",
      { facility_id: f.id, start: day, end: day },
      null,
      newcomer.headers,
    );
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([]);
    const mine = await op("get_my_appointments", { when: "upcoming" }, null, newcomer.headers);
    expect(mine.status).toBe(200);
    expect(mine.json.appointments).toEqual([]);
    for (const id of [before, after]) {
      expect((await op("get_facility_appointment", { id }, null, newcomer.headers)).status).toBe(404);
      expect((await op("get_facility_appointment_history", { id }, null, newcomer.headers)).status).toBe(404);
      const cancel = await op(
        "update_facility_appointment_status",
        { id, action: "cancel" },
        null,
        newcomer.headers,
      );
      expect(cancel.status).toBe(404);
      const moved = await op(
        "reschedule_facility_appointment",
        {
          id,
          scheduled_start_time: localTime(f.timezone, "14:00").toUTC().toISO(),
          scheduled_end_time: localTime(f.timezone, "15:00").toUTC().toISO(),
        },
        null,
        newcomer.headers,
      );
      expect(moved.status).toBe(404);
      const row = await db.appointment.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ status: "Scheduled", carrierCompanyId: null });
    }
  });

  it("are the carrier's own whatever the carrier text says, and staff link the rest by hand", async () => {
    const f = await makeFacility({ docks: 5 });
    const staff = await staffToken([f.id]);
    const a = await carrierToken();
    const b = await carrierToken();
    // B books under A's name: it is B's, and A never sees it.
    const bAsA = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "08:00"), 60, { carrier: a.company }),
      b.token,
    );
    expect(bAsA.status).toBe(200);
    expect((await op("get_facility_appointment", { id: bAsA.json.id }, a.token)).status).toBe(404);
    expect((await op("get_facility_appointment", { id: bAsA.json.id }, b.token)).status).toBe(200);
    // Staff see the account beside the text: B's, though the text names A.
    const seen = await op("get_appointment_carrier_account", { id: bAsA.json.id }, staff);
    const [companyA, companyB] = await Promise.all(
      [a.company, b.company].map((name) => db.carrierCompany.findUniqueOrThrow({ where: { name } })),
    );
    expect(seen.json).toEqual({
      appointment_id: bAsA.json.id,
      carrier: a.company,
      carrier_company: { id: companyB.id, name: b.company },
      matching_company: { id: companyA.id, name: a.company },
      look_alikes: [],
    });

    // A staff booking in A's name (spelt otherwise) belongs to nobody until staff link it.
    const id = await staffBooks(staff, f, ` ${a.company.toUpperCase()}\u200B `, "10:00");
    expect((await op("get_facility_appointment", { id }, a.token)).status).toBe(404);
    const before = await op("get_appointment_carrier_account", { id }, staff);
    expect(before.json).toMatchObject({ carrier_company: null, matching_company: { id: companyA.id } });
    expect(
      (await op("link_appointment_carrier_account", { id, carrier_company_id: companyA.id }, a.token)).status,
    ).toBe(404);
    expect((await op("get_appointment_carrier_account", { id: bAsA.json.id }, b.token)).status).toBe(403);
    const linked = await op(
      "link_appointment_carrier_account",
      { id, carrier_company_id: companyA.id },
      staff,
    );
    expect(linked.status).toBe(200);
    expect(linked.json).toMatchObject({ carrier_company: { id: companyA.id }, matching_company: null });
    expect((await op("get_facility_appointment", { id }, a.token)).status).toBe(200);
    expect((await setStatus(id, "cancel", a.token)).status).toBe(200);
    // Carriers do not read which account it was linked to; staff do.
    const history = (token: string) => op("get_facility_appointment_history", { id }, token);
    expect(JSON.stringify((await history(a.token)).json)).not.toContain("carrier_account");
    expect((await history(staff)).json.events.map((e: { action: string }) => e.action)).toContain(
      "carrier_account_changed",
    );
    const unknown = await op(
      "link_appointment_carrier_account",
      { id, carrier_company_id: randomUUID() },
      staff,
    );
    expect(unknown.status).toBe(400);
    const unlinked = await op("link_appointment_carrier_account", { id, carrier_company_id: "" }, staff);
    expect(unlinked.json.carrier_company).toBeNull();
    expect((await op("get_facility_appointment", { id }, a.token)).status).toBe(404);
    expect((await reschedule(id, localTime(f.timezone, "12:00"), 60, a.token)).status).toBe(404);
  });
});

describe("company names at sign-up", () => {
  it("refuses look-alikes of a taken name with one answer that names no company", async () => {
    const name = `Acme Haulage ${tag()}`;
    await signedUp(name);
    const answers = [];
    for (const lookAlike of [
      name,
      name.toLowerCase(),
      name.toUpperCase(),
      name.replace(" ", "\u200B "),
      name.replace(" ", "  "),
      `\uFEFF${name}\u2060`,
      name.replace("A", "\uFF21"),
      // Only look alike (the confusable skeleton): Cyrillic letters, rn for m, trailing punctuation.
      name.replace("A", "\u0410").replace("c", "\u0441"),
      name.replace("m", "rn"),
      `${name}.`,
      `${name} !`,
    ]) {
      const email = `look-${tag()}@example.test`;
      const result = await signUp({ name: "Someone", company: lookAlike, email, password: PASSWORD });
      expect(result.ok, lookAlike).toBe(false);
      expect(JSON.stringify(result)).not.toContain(name);
      answers.push(JSON.stringify(result));
      expect(await db.user.count({ where: { email } })).toBe(0);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/invitation/);
    expect(await db.carrierCompany.count({ where: { nameKey: companyNameKey(name) } })).toBe(1);
  });
});

describe("company names at sign-up: capitals and races", () => {
  it("refuses look-alikes made with capital homoglyphs (I for l, Cyrillic and Greek capitals)", async () => {
    const name = `Bolt Logistics ${tag()}`;
    await signedUp(name);
    for (const lookAlike of [
      name.replace("l", "I"),
      name.replace("B", "\u0412"),
      name.replace("B", "\u0392"),
    ]) {
      const result = await signUp({
        name: "Someone",
        company: lookAlike,
        email: `cap-${tag()}@example.test`,
        password: PASSWORD,
      });
      expect(result, lookAlike).toMatchObject({ ok: false, details: [{ reason: "name_unavailable" }] });
    }
  });

  it("lets one of many sign-ups racing with look-alike names win; the others get the taken name's refusal", async () => {
    const name = `Race Freight ${tag()}`;
    const spellings = [
      name,
      name.replace("a", "\u0430"),
      name.replace("e", "\u0435"),
      name.replace("R", "\u0280"),
      `${name}.`,
      `${name}!`,
      name.replace("i", "\u0456"),
      name.replace("F", "\u03DC"),
    ];
    const results = await Promise.all(
      spellings.map((company) =>
        signUp({ name: "Racer", company, email: `race-${tag()}@example.test`, password: PASSWORD }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok))
      expect(r).toMatchObject({ code: "conflict", details: [{ reason: "name_unavailable" }] });
  });
});

describe("look-alike companies", () => {
  it("are pointed out to staff who give an appointment to one of them", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const name = `Acme Lines ${tag()}`;
    const cyrillic = name.replace("A", "\u0410").replace("c", "\u0441");
    // Admins may still make such a company by hand (findOrCreateCompany); sign-up may not.
    await userSession({ role: "carrier", carrier: name });
    await userSession({ role: "carrier", carrier: cyrillic });
    const [real, fake] = await Promise.all(
      [name, cyrillic].map((n) => db.carrierCompany.findUniqueOrThrow({ where: { name: n } })),
    );
    const id = await staffBooks(staff, f, name, "10:00");
    const seen = await op("get_appointment_carrier_account", { id }, staff);
    expect(seen.json).toMatchObject({
      matching_company: { id: real.id },
      look_alikes: [{ id: fake.id, name: cyrillic }],
    });
    const linked = await op("link_appointment_carrier_account", { id, carrier_company_id: fake.id }, staff);
    expect(linked.json).toMatchObject({ carrier_company: { id: fake.id }, look_alikes: [{ id: real.id }] });
  });
});

describe("companies from before name keys", () => {
  it("get their key at migration, the oldest of look-alikes first, the rest left for an admin", async () => {
    const name = `Legacy Lines ${tag()}`;
    const made = [];
    for (const [spelling, at] of [
      [name, "2025-01-01T00:00:00Z"],
      [name.toUpperCase(), "2025-02-01T00:00:00Z"],
    ]) {
      const id = randomUUID();
      made.push(
        await db.carrierCompany.create({
          data: { id, name: spelling, nameKey: `legacy:${id}`, createdAt: new Date(at) },
        }),
      );
    }
    await backfillCompanyNameKeys(db);
    const [oldest, lookAlike] = await Promise.all(
      made.map((c) => db.carrierCompany.findUniqueOrThrow({ where: { id: c.id } })),
    );
    expect(oldest.nameKey).toBe(companyNameKey(name));
    expect(lookAlike.nameKey).toBe(`legacy:${lookAlike.id}`);
    expect((await findOrCreateCompany(db, ` ${name.toLowerCase()} `)).id).toBe(oldest.id);
    await expect(
      signUpCarrier(db, { name: "X", company: name, email: `x-${tag()}@example.test`, password: PASSWORD }),
    ).rejects.toMatchObject({
      details: [{ reason: "name_unavailable" }],
    });
  });
});
