// Live updates across processes: two app servers on one PostgreSQL database
// (besides the run's own server, on SQLite), a staff calendar open on one, a
// booking made through the other. The calendar shows it within a second of the
// booking's answer, from the stream (LISTEN/NOTIFY), not from a poll.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { test, expect, type Page } from "./test";
import { DateTime } from "luxon";
import { createScratchDatabase, type ScratchDatabase } from "../scripts/scratch-database";
import { serverNodeArgs } from "../scripts/server-command";
import { E2E_ENV, E2E_PORT } from "./env";
import { CalendarPage } from "./pages/calendar-page";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, screenshots } from "./support";

const PORTS = [Number(E2E_PORT) + 20, Number(E2E_PORT) + 21];
const origin = (port: number) => `http://localhost:${port}`;
let database: ScratchDatabase;
const servers: ChildProcess[] = [];

/** Resolves when the server answers its sign-in page (it prints nothing we could wait on instead). */
async function answering(port: number) {
  for (;;) {
    const ok = await fetch(`${origin(port)}/signin`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  // A database made and loaded, and two servers started: on a busy machine, longer than one test's time.
  test.setTimeout(300_000);
  database = await createScratchDatabase("postgresql", "dockside_e2e_live");
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "e2e/live-database.ts", database.url], {
    stdio: "inherit",
  });
  expect(prepared.status).toBe(0);
  for (const port of PORTS) {
    const env = {
      ...process.env,
      ...E2E_ENV,
      PORT: String(port),
      NEXTAUTH_URL: origin(port),
      DATABASE_URL: database.url,
      NODE_ENV: "production" as const,
      // Mail is not what this is about; the run's mailbox belongs to the main server.
      SMTP_URL: "",
    };
    servers.push(spawn(process.execPath, serverNodeArgs(env), { stdio: "ignore", env }));
  }
  await Promise.all(PORTS.map(answering));
});

test.afterAll(async () => {
  for (const s of servers) s.kill("SIGTERM");
  await Promise.all(
    servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.on("exit", r)))),
  );
  await database?.drop();
});

async function signIn(page: Page) {
  await page.goto("/signin");
  await new SignInPage(page).signIn("staff@dockside.test", "dockside");
  // The first sign-in on a server just started (its first argon2 hash, its first render) takes longest.
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible({ timeout: 30_000 });
}

test("a booking made through one process appears live on a calendar served by another", async ({
  browser,
}) => {
  const [a, b] = PORTS.map(origin);
  const context = await browser.newContext({ baseURL: b, timezoneId: "America/Chicago" });
  const page = await context.newPage();
  await signIn(page);
  // The session cookie is the host's, whatever the port: process A takes it (same secret, same database).
  const api = (name: string, data: unknown) => page.request.post(`${a}/api/service.v1.${name}`, { data });
  const found = (await (await api("search_facilities", { query: "Chicago" })).json()) as { id: string }[];
  const chicago = { id: found[0].id, zone: "America/Chicago" };
  const from = DateTime.now().setZone(chicago.zone).plus({ days: 3 }).toISODate()!;
  const to = DateTime.fromISO(from).plus({ days: 7 }).toISODate()!;
  const offered = await api("get_facility_availability", {
    facility_id: chicago.id,
    start: from,
    end: to,
    type: "Inbound",
    duration_minutes: 60,
  });
  const slot = ((await offered.json()) as { slots: { start_time: string; end_time: string }[] }).slots[0];
  const day = DateTime.fromISO(slot.start_time, { zone: chicago.zone }).toISODate()!;

  const calendar = new CalendarPage(page);
  await calendar.goto({ facility: chicago.id, date: day });
  await expect(page.locator('[data-live="on"]')).toHaveText("Live.");
  const booked = await api("request_facility_appointment", {
    facility_id: chicago.id,
    scheduled_start_time: slot.start_time,
    scheduled_end_time: slot.end_time,
    type: "Inbound",
    carrier: "Across Processes Ltd",
    carrier_phone: "+1 312 555 0190",
    quantity: 10,
    units: "Pallets",
    order_info: [{ reference_id: "LIVE-1" }],
  });
  expect(booked.ok()).toBe(true);
  const code = ((await booked.json()) as { confirmation_code: string }).confirmation_code;
  // On B's screen without a reload, while it is live (it polls only when the stream is paused). How fast
  // is the bench's to measure, not a test's to assert.
  await expect(calendar.chip(code)).toBeVisible();
  await expect(page.locator('[data-live="on"]')).toHaveText("Live.");
  await expectAccessible(page);
  await screenshots(page, "live-calendar", ["desktop", "tablet", "phone"]);

  // The stream gone (process B stopped): the screen says it polls instead.
  servers[1].kill("SIGTERM");
  await expect(page.locator('[data-live="paused"]')).toHaveText("Live updates paused — checking every 5 s.");
  await screenshots(page, "live-calendar-paused", ["phone"]);
  await context.close();
});
