// A new installation, as its first administrator meets it: a database with the migrations and one admin
// made by the admin command (README, "Running in production"), no demo, on a second server of the run's
// build. The first screen points the admin to the first facility; a kept dock, before any carrier company
// exists, says what to do and never costs the rest of the settings form.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { test, expect, type Page } from "./test";
import { serverNodeArgs } from "../scripts/server-command";
import { ARTIFACTS, E2E_ENV, E2E_PORT } from "./env";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, screenshots } from "./support";

const PORT = Number(E2E_PORT) + 30;
const ORIGIN = `http://localhost:${PORT}`;
const FILE = path.join(ARTIFACTS, "db-new-installation", "new.db");
const ADMIN = { email: "first-admin@new.test", password: "a long first password" };
let server: ChildProcess;

async function answering() {
  for (;;) {
    const ok = await fetch(`${ORIGIN}/signin`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe.configure({ mode: "serial", timeout: 360_000 });

test.beforeAll(async () => {
  rmSync(path.dirname(FILE), { recursive: true, force: true });
  mkdirSync(path.dirname(FILE), { recursive: true });
  const env = { ...process.env, ...E2E_ENV, DATABASE_URL: `file:${FILE}` };
  // The admin command migrates the new database first, as on a real installation.
  const admin = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin.ts",
      "user",
      "create",
      "--email",
      ADMIN.email,
      "--password",
      ADMIN.password,
      "--role",
      "admin",
      "--name",
      "First Admin",
    ],
    { env, encoding: "utf8" },
  );
  expect(admin.status, admin.stderr + admin.stdout).toBe(0);
  const serverEnv = {
    ...env,
    PORT: String(PORT),
    NEXTAUTH_URL: ORIGIN,
    NODE_ENV: "production" as const,
    SMTP_URL: "",
  };
  server = spawn(process.execPath, serverNodeArgs(serverEnv), { stdio: "ignore", env: serverEnv });
  await answering();
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((r) => (server.exitCode !== null ? r(null) : server.on("exit", r)));
});

async function signedIn(page: Page) {
  await page.goto(`${ORIGIN}/signin`);
  await new SignInPage(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/calendar/);
}

test("the first admin is pointed to the first facility, and a kept dock without companies keeps the form", async ({
  page,
}) => {
  await signedIn(page);
  await expect(page.getByText("No facility yet", { exact: true })).toBeVisible();
  await expect(page.getByText("Ask an administrator")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "new-installation-first-screen", ["phone", "tablet", "desktop"]);
  await page.context().addCookies([{ name: "dockside_locale", value: "de", url: ORIGIN }]);
  await page.reload();
  await expect(page.getByRole("link", { name: "Ersten Standort anlegen" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "new-installation-first-screen-de", ["phone", "tablet", "desktop"]);
  await page.context().clearCookies({ name: "dockside_locale" });
  await page.reload();
  await page.getByRole("link", { name: "Create the first facility" }).click();
  await expect(page).toHaveURL(/\/settings/);
  await page.getByLabel("Facility name").fill("First Dock Yard");
  await page.getByLabel("Time zone").fill("Europe/Berlin");
  await page.getByRole("button", { name: "Create facility" }).click();
  // The new facility's settings: the page chooses it and loads its form.
  await expect(page.getByRole("heading", { name: "Facility settings" })).toBeVisible({ timeout: 30_000 });

  // A kept dock: no carrier company exists yet, so none can be ticked; the row says what to do.
  const form = page.getByRole("form", { name: "Facility settings" });
  await form.getByRole("button", { name: "Add a kept dock" }).click();
  const hold = form.getByRole("group", { name: "Kept dock 1" });
  await hold.getByLabel("Label").fill("Contract carrier");
  await hold.getByRole("checkbox", { name: "Dock 1" }).check();
  await expect(hold.getByTestId("no-companies")).toContainText("No carrier company");
  await form.getByLabel("Name", { exact: true }).fill("First Dock Yard North");
  await form.getByRole("button", { name: "Save settings" }).click();
  // Not saved, and the save says which row holds it back; what was typed elsewhere stays.
  await expect(page.getByTestId("not-saved")).toContainText("Kept dock 1");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("First Dock Yard North");
  await expectAccessible(page);
  await screenshots(page, "new-installation-hold-without-company", ["phone", "tablet", "desktop"]);

  await hold.getByRole("button", { name: "Remove kept dock 1" }).click();
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved. Booking follows the new settings now.")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("form", { name: "Facility settings" }).getByLabel("Name", { exact: true }),
  ).toHaveValue("First Dock Yard North");
});
