// Throttles that protect without locking people out, counted in the limiter
// store (PostgreSQL: shared by every process; SQLite: memory). The answers of
// the limiters are asserted (429 and Retry-After, wait values), never the clock.
import { ADMIN_CLI } from "@/lib/core/caller";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, inject, it } from "vitest";
import { authOptions } from "@/lib/auth/session";
import { signUpCarrier } from "@/lib/auth/signup";
import { signInFailed, signInWait } from "@/lib/auth/sign-in-throttle";
import { createUser } from "@/lib/users/service";
import * as icsRoute from "@/app/(portal)/appointments/[id]/calendar.ics/route";
import { bookingBody, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";

const addr = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 6)}`;
const email = () => `throttle-${randomUUID().slice(0, 8)}@example.test`;
const PASSWORD = "the right passphrase";

type Authorize = (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options
  .authorize;
/** One sign-in attempt as the form sends it: the user, null for a wrong password, or the wait it was refused with. */
const signIn = (who: string, password: string, address: string) =>
  authorize({ email: who, password }, { headers: { "x-forwarded-for": address } }).catch(
    (e: Error) => e.message,
  );

const saved = { ...process.env };
afterEach(() => {
  process.env.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE = saved.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE;
});

describe("sign-in", () => {
  it("never keeps the owner out: a stranger's failures slow the stranger, not the owner's known address", async () => {
    const owner = email();
    await createUser(db, ADMIN_CLI, { email: owner, password: PASSWORD, role: "admin" });
    const [home, stranger, travel] = [addr(), addr(), addr()];
    expect(await signIn(owner, PASSWORD, home)).toMatchObject({ email: owner });

    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await signIn(owner, `guess ${i} of many`, stranger));
    // Five free tries, then the sixth earns a wait; from then on nothing is even checked.
    expect(answers.slice(0, 6)).toEqual(Array(6).fill(null));
    expect(answers.slice(6)).toEqual(Array(4).fill(expect.stringMatching(/^wait:\d+$/)));
    // A long attack from many places: the account's count keeps growing.
    for (let i = 0; i < 40; i++) await signInFailed(owner, addr());

    expect(await signIn(owner, PASSWORD, home)).toMatchObject({ email: owner });
    expect(await signIn(owner, PASSWORD, stranger)).toMatch(/^wait:\d+$/);
    // Somewhere new the owner is slowed by the account-wide wait, at most 5 minutes, never locked.
    const wait = await signInWait(owner, travel);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5 * 60);
  });

  it("makes each failure past the free ones double the wait, for the account at this address", async () => {
    const who = email();
    const here = addr();
    const delays = [];
    for (let i = 0; i < 9; i++) delays.push(await signInFailed(who, here));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8]);
    const left = await signInWait(who, here);
    expect(left).toBeGreaterThan(4);
    expect(left).toBeLessThanOrEqual(8);
    expect(await signInWait(who, addr())).toBe(0);
  });

  it("slows an address that tries many accounts (spraying)", async () => {
    const sprayer = addr();
    const accounts = Array.from({ length: 21 }, email);
    for (const a of accounts) await signInFailed(a, sprayer);
    expect(await signInWait(email(), sprayer)).toBeGreaterThan(0);
    // Each account failed once: from anywhere else nothing waits.
    expect(await signInWait(accounts[0], addr())).toBe(0);
  });

  it("forgets nothing because many accounts were tried", async () => {
    const who = email();
    const here = addr();
    for (let i = 0; i < 6; i++) await signInFailed(who, here);
    // Its count is what matters (its first wait may be over by the end): the 7th failure waits 2 s, not 0.
    // The old throttle emptied its in-memory map past 10,000 e-mails. PostgreSQL keeps counts in a table with
    // no such bound; a tenth of the volume there keeps the run short (3 writes a failure).
    const volume = inject("provider") === "sqlite" ? 10_001 : 1_001;
    const others = Array.from({ length: volume }, (_, i) => `${i}-${who}`);
    for (let i = 0; i < others.length; i += 200)
      await Promise.all(others.slice(i, i + 200).map((o) => signInFailed(o, addr())));
    expect(await signInFailed(who, here)).toBe(2);
  });
});

describe("API requests without valid credentials", () => {
  it("are limited per client address, with 429 and Retry-After", async () => {
    process.env.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE = "3";
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const here = { "x-forwarded-for": addr() };
    const bad = () => op("get_facilities", {}, `fa_live_${randomUUID()}`, here);
    for (let i = 0; i < 3; i++) expect((await bad()).status).toBe(401);
    for (const res of [await bad(), await op("get_facilities", {}, null, here)]) {
      expect(res.status).toBe(429);
      expect(res.json.code).toBe("rate_limited");
      const wait = Number(res.headers.get("retry-after"));
      expect(wait >= 1 && wait <= 60, `Retry-After ${wait}`).toBe(true);
    }
    // A valid token is its own allowance, from that address too; another address is not held up.
    expect((await op("get_facilities", {}, token, here)).status).toBe(200);
    expect((await op("get_facilities", {}, null, { "x-forwarded-for": addr() })).status).toBe(401);
  });
});

describe("calendar.ics", () => {
  it("takes a bearer token, and counts failed credentials against the address like the API", async () => {
    process.env.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE = "2";
    const f = await makeFacility();
    const carrier = await carrierToken();
    const booked = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "10:00")),
      carrier.token,
    );
    const here = addr();
    const get = (token: string) =>
      icsRoute.GET(
        new Request(`http://localhost/appointments/${booked.json.id}/calendar.ics`, {
          headers: { authorization: `Bearer ${token}`, "x-forwarded-for": here },
        }),
        { params: Promise.resolve({ id: booked.json.id }) },
      );
    const ok = await get(carrier.token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/calendar/);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(`fa_live_${randomUUID()}`)).status);
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe("passwords", () => {
  it("follow one rule for users made by admins: at least 10 characters, not a common password", async () => {
    const admin = await import("./support/admin-session").then((m) => m.adminSession());
    const tries = { "12345678": "too_small", "123456789": "too_small", "1234567890": "common_password" };
    for (const [password, reason] of Object.entries(tries)) {
      const res = await op("create_user", { email: email(), password, role: "admin" }, null, admin.headers);
      expect(res.status, password).toBe(400);
      expect(res.json.details, password).toContainEqual(
        expect.objectContaining({ field: "password", reason }),
      );
    }
    const made = await op(
      "create_user",
      { email: email(), password: PASSWORD, role: "admin" },
      null,
      admin.headers,
    );
    expect(made.status).toBe(200);
    // Sign-up: the same list (its form checks the length in the browser too).
    const signingUp = { name: "Sam", company: `Rule Freight ${randomUUID()}`, email: email() };
    await expect(signUpCarrier(db, { ...signingUp, password: "Qwertyuiop" })).rejects.toMatchObject({
      details: [{ field: "password", reason: "common_password" }],
    });
    expect(await db.user.count({ where: { email: signingUp.email } })).toBe(0);
  });
});
