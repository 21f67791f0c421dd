// The admin command line, run for real as a child process on this project's
// test database. Each run costs about a second, so independent runs go in
// parallel.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { authenticateUser, verifyPassword } from "@/lib/users/service";
import { call, db, makeFacility } from "./helpers";
import { TOKEN_CACHE_MS } from "@/lib/tokens/cache";
import { op } from "./ops";
import { adminSession } from "./support/admin-session";

const ROOT = path.resolve(import.meta.dirname, "../..");

type Run = { code: number; stdout: string; stderr: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function admin(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    // process.env carries the test database's DATABASE_URL (tests/api/setup/env.ts).
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/admin.ts", ...args],
      { cwd: ROOT, env: process.env },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
        resolve({
          code,
          stdout,
          stderr,
          json: code === 0 && /^[[{]/.test(stdout) ? JSON.parse(stdout) : undefined,
        });
      },
    );
  });
}

function expectOk(run: Run) {
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return run.json;
}

const rangeBody = (facilityId: string) => ({
  facility_id: facilityId,
  start: "2030-01-01",
  end: "2030-01-31",
});

describe("admin command line", () => {
  it("creates a facility with every setting, lists it and closes a date", async () => {
    const name = `CLI DC ${randomUUID().slice(0, 8)}`;
    const f = expectOk(
      await admin(
        "facility",
        "create",
        "--name",
        name,
        "--timezone",
        "Europe/Berlin",
        "--instant-booking",
        "--docks",
        "3",
        "--hours",
        "Mon-Fri 08:00-17:00,Sat 09:00-12:00",
        "--min-notice-minutes",
        "30",
        "--horizon-days",
        "14",
        "--slot-step-minutes",
        "15",
        "--buffer-minutes",
        "10",
        "--cancel-cutoff-minutes",
        "60",
      ),
    );
    expect(f).toMatchObject({
      name,
      timezone: "Europe/Berlin",
      instant_booking: true,
      min_notice_minutes: 30,
      horizon_days: 14,
      slot_step_minutes: 15,
      buffer_minutes: 10,
      cancel_cutoff_minutes: 60,
      hours: [
        "Mon 08:00-17:00",
        "Tue 08:00-17:00",
        "Wed 08:00-17:00",
        "Thu 08:00-17:00",
        "Fri 08:00-17:00",
        "Sat 09:00-12:00",
      ],
    });
    expect(f.docks.map((d: { name: string }) => d.name)).toEqual(["Dock 1", "Dock 2", "Dock 3"]);

    const [list, closed, alwaysOpen] = await Promise.all([
      admin("facility", "list"),
      admin("facility", "close-date", f.id, "2030-12-24", "--reason", "Inventory"),
      admin("facility", "create", "--name", `${name} 24/7`, "--hours", "Mon-Sun 00:00-24:00"),
    ]);
    expect(expectOk(list).find((x: { id: string }) => x.id === f.id)).toMatchObject({
      name,
      timezone: "Europe/Berlin",
    });
    expect(expectOk(closed).closed_dates).toEqual(["2030-12-24"]);
    expect(await db.closedDate.findFirst({ where: { facilityId: f.id } })).toMatchObject({
      date: "2030-12-24",
      reason: "Inventory",
    });
    const open = expectOk(alwaysOpen);
    expect(open).toMatchObject({ timezone: "UTC", instant_booking: false });
    expect(open.hours).toHaveLength(7);
    expect(open.hours.every((h: string) => h.endsWith(" 00:00-24:00"))).toBe(true);
  });

  it("creates tokens the API accepts, lists them without secrets, and revokes one so the API refuses it", async () => {
    const f = await makeFacility();
    const other = await makeFacility();
    const company = `CLI Carrier ${randomUUID().slice(0, 8)}`;
    const [staffRun, carrierRun] = await Promise.all([
      admin(
        "token",
        "create",
        "--role",
        "staff",
        "--facility",
        `${f.id},${other.id}`,
        "--name",
        "TMS",
        "--expires-in-days",
        "30",
      ),
      admin("token", "create", "--role", "carrier", "--carrier", company),
    ]);
    const staff = expectOk(staffRun);
    const carrier = expectOk(carrierRun);
    expect(staff.token).toMatch(/^fa_live_[A-Za-z0-9_-]{40,}$/);
    expect(staff.facility_ids).toEqual([f.id, other.id].sort());
    expect(Date.parse(staff.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(carrier).toMatchObject({ role: "carrier", carrier: company, expires_at: null });
    expect(await db.carrierCompany.findUnique({ where: { name: company } })).not.toBeNull();

    expect((await call("list", rangeBody(f.id), { token: staff.token })).status).toBe(200);
    expect((await call("list", rangeBody(f.id), { token: carrier.token })).status).toBe(200);

    const listed = expectOk(await admin("token", "list"));
    expect(listed.find((t: { id: string }) => t.id === staff.id)).toMatchObject({
      name: "TMS",
      role: "staff",
      prefix: staff.token.slice(0, 14),
      revoked_at: null,
    });
    expect(JSON.stringify(listed)).not.toContain(staff.token);

    const revoked = expectOk(await admin("token", "revoke", staff.id));
    expect(revoked).toMatchObject({ id: staff.id, revoked: true });
    // The command line is another process: this one's token cache may hold the token for TOKEN_CACHE_MS
    // (docs/api.md), and no longer.
    await new Promise((r) => setTimeout(r, TOKEN_CACHE_MS));
    const refused = await call("list", rangeBody(f.id), { token: staff.token });
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe("unauthenticated");
    // The carrier token is untouched.
    expect((await call("list", rangeBody(f.id), { token: carrier.token })).status).toBe(200);

    // Like the API's revoke_api_token: revoking a revoked token changes nothing, not even when.
    expect(expectOk(await admin("token", "revoke", staff.id))).toEqual(revoked);

    // The command line's tokens are in the audit log as the app's are: made and revoked, by the
    // command line, without the secret.
    const entries = await db.auditEntry.findMany({
      where: { targetId: { in: [staff.id, carrier.id] } },
      orderBy: { at: "asc" },
    });
    expect(entries.map((e) => [e.targetId, e.action, e.actorKind]).sort()).toEqual(
      [
        [carrier.id, "create_api_token", "cli"],
        [staff.id, "create_api_token", "cli"],
        [staff.id, "revoke_api_token", "cli"],
      ].sort(),
    );
    expect(JSON.stringify(entries)).not.toContain(staff.token);
    expect(entries.find((e) => e.action === "create_api_token" && e.targetId === staff.id)?.facilityIds).toBe(
      `,${[f.id, other.id].sort().join(",")},`,
    );
  });

  it("creates staff, carrier and admin users with argon2id password hashes and refuses a duplicate e-mail", async () => {
    const f = await makeFacility();
    const tag = randomUUID().slice(0, 8);
    const company = `CLI Haulage ${tag}`;
    const [staffRun, carrierRun, adminRun] = await Promise.all([
      admin(
        "user",
        "create",
        "--email",
        `Staff.${tag}@Example.com`,
        "--password",
        "correct horse",
        "--role",
        "staff",
        "--facility",
        f.id,
        "--name",
        "Sam",
      ),
      admin(
        "user",
        "create",
        "--email",
        `carrier.${tag}@example.com`,
        "--password",
        "correct horse",
        "--role",
        "carrier",
        "--carrier",
        company,
      ),
      admin(
        "user",
        "create",
        "--email",
        `admin.${tag}@example.com`,
        "--password",
        "correct horse",
        "--role",
        "admin",
      ),
    ]);
    expect(expectOk(staffRun)).toMatchObject({
      email: `staff.${tag}@example.com`,
      role: "staff",
      name: "Sam",
      facility_ids: [f.id],
    });
    expect(expectOk(carrierRun)).toMatchObject({ role: "carrier", carrier: company, facility_ids: [] });
    expect(expectOk(adminRun)).toMatchObject({ role: "admin", carrier: null });
    expect(staffRun.stdout + carrierRun.stdout).not.toContain("correct horse");

    const row = await db.user.findUniqueOrThrow({
      where: { email: `staff.${tag}@example.com` },
      include: { facilities: true },
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.facilities.map((x) => x.facilityId)).toEqual([f.id]);
    expect(await verifyPassword(row.passwordHash, "correct horse")).toBe(true);
    expect(await verifyPassword(row.passwordHash, "wrong horse")).toBe(false);
    expect(await authenticateUser(db, `STAFF.${tag}@example.com`, "correct horse")).toMatchObject({
      role: "staff",
      facilityIds: [f.id],
    });
    expect(await authenticateUser(db, `carrier.${tag}@example.com`, "wrong")).toBeNull();
    const carrierUser = await db.user.findUniqueOrThrow({
      where: { email: `carrier.${tag}@example.com` },
      include: { carrierCompany: true },
    });
    expect(carrierUser.carrierCompany?.name).toBe(company);

    const duplicate = await admin(
      "user",
      "create",
      "--email",
      `STAFF.${tag}@example.com`,
      "--password",
      "another one",
      "--role",
      "admin",
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);
    expect(await db.user.count({ where: { email: `staff.${tag}@example.com` } })).toBe(1);
  });

  it("refuses a facility's setting in the app's words: the command line and create_facility judge it by one schema", async () => {
    const name = `CLI Refused ${randomUUID().slice(0, 8)}`;
    const [run, app] = await Promise.all([
      admin("facility", "create", "--name", name, "--horizon-days", "0"),
      adminSession().then((s) =>
        op("create_facility", { name, time_zone: "UTC", horizon_days: 0 }, null, s.headers),
      ),
    ]);
    expect(app.status).toBe(400);
    const detail = app.json.details.find((d: { field?: string }) => d.field === "horizon_days");
    expect(detail).toMatchObject({ reason: "too_small", message: "must be at least 1" });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`error: --horizon-days ${detail.message}\n`);
    expect(await db.facility.count({ where: { name } })).toBe(0);
  });

  it("prints usage for help and refuses bad arguments with one line on stderr and a non-zero exit", async () => {
    const f = await makeFacility();
    const cases: [string[], number, RegExp][] = [
      [["frobnicate"], 2, /unknown command "frobnicate"/],
      [["facility"], 2, /needs a command/],
      [["facility", "create", "--name", "X", "--colour", "red"], 2, /unknown option --colour/],
      [["facility", "create", "--name"], 2, /--name needs a value/],
      [["facility", "create", "--timezone", "UTC"], 2, /needs --name/],
      [["facility", "create", "--name", "X", "--docks", "many"], 2, /--docks must be a whole number/],
      [
        ["facility", "create", "--name", "X", "--timezone", "Mars/Olympus_Mons"],
        2,
        /--timezone .*not an IANA time zone/,
      ],
      [["facility", "create", "--name", "X", "--hours", "Mon-Fri 9-5"], 2, /--hours .*Mon-Fri 08:00-17:00/],
      [["facility", "close-date", f.id], 2, /needs <facility-id> <date>/],
      [["facility", "close-date", f.id, "24.12.2030"], 2, /YYYY-MM-DD/],
      [["facility", "close-date", randomUUID(), "2030-12-24"], 1, /facility .* not found/],
      [["token", "create", "--role", "staff", "--facility", randomUUID()], 1, /facility .* not found/],
      [["token", "create", "--role", "staff"], 2, /needs --facility/],
      [["token", "create", "--role", "root", "--facility", f.id], 2, /--role must be staff or carrier/],
      [["token", "revoke", randomUUID()], 1, /token not found/],
      [
        ["user", "create", "--email", "a@example.com", "--password", "long enough", "--role", "staff"],
        2,
        /--facility is required for a staff user/,
      ],
      [
        ["user", "create", "--email", "not-an-email", "--password", "short", "--role", "admin"],
        2,
        /--email must be a valid e-mail address; --password must be at least 10/,
      ],
      // The same password rule as sign-up and the app.
      [
        ["user", "create", "--email", "b@example.com", "--password", "password123", "--role", "admin"],
        2,
        /--password is one of the most common passwords/,
      ],
    ];
    const [help, none, ...runs] = await Promise.all([
      admin("help"),
      admin(),
      ...cases.map(([args]) => admin(...args)),
    ]);
    for (const usage of [help, none]) {
      expect(usage.code).toBe(0);
      expect(usage.stdout).toContain("facility create --name N");
      expect(usage.stdout).toContain("token revoke <token-id>");
      expect(usage.stderr).toBe("");
    }
    runs.forEach((run, i) => {
      const [args, code, message] = cases[i];
      const got = { args: args.join(" "), code: run.code, stderr: run.stderr };
      expect(got).toMatchObject({ code, stderr: expect.stringMatching(message) });
      expect(run.stderr.trim().split("\n"), got.args).toHaveLength(1);
      expect(run.stderr, got.args).not.toMatch(/^\s+at /m);
      expect(run.stdout, got.args).toBe("");
    });
    // Nothing was written by the refused commands.
    expect(await db.facility.count({ where: { name: "X" } })).toBe(0);
  });
});
