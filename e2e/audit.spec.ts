// An admin reads the audit log: a change they just made, filtered by kind, as
// a CSV download; at desktop, tablet and phone width, accessible, in English
// and German.
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./test";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, PHONE, screenshots, TABLET } from "./support";
import { expectFits, useLanguage } from "./languages/fit";

async function signIn(page: Page, email: string) {
  await page.goto("/signin");
  await new SignInPage(page).signIn(email, "dockside");
  await expect(page.locator("header").getByRole("button").last()).toBeVisible();
}

test("an admin finds their change in the audit log, filters it and downloads it as CSV", async ({ page }) => {
  await signIn(page, "admin@dockside.test");
  const domain = `audit-${randomUUID().slice(0, 8)}.test`;
  const before = await page.request.post("/api/service.v1.get_sso_only_domains", { data: {} });
  const kept = ((await before.json()) as { domains: string[] }).domains;
  const res = await page.request.post("/api/service.v1.set_sso_only_domains", {
    data: { domains: [...kept, domain] },
  });
  expect(res.status()).toBe(200);

  await page.getByRole("link", { name: "Audit log" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await page.getByLabel("What changed").selectOption("sso_domains");
  const entries = page.getByRole("list", { name: "Entries" }).getByRole("listitem");
  const mine = entries.filter({ hasText: "set_sso_only_domains" }).first();
  await expect(mine).toBeVisible();
  await expect(mine).toContainText("admin@dockside.test");
  await mine.getByText("Before and after").click();
  await expect(mine.locator("pre").last()).toContainText(domain);
  await expectAccessible(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download as CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
    "at,actor_kind,actor_id,actor_label,action,target_kind,target_id,facility_ids,before,after",
  );
  expect(csv).toContain(domain);

  await page.setViewportSize(TABLET);
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expect(mine).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "audit-log", ["desktop", "tablet", "phone"]);
});

test("the audit log reads in German and fits a phone", async ({ page, context }) => {
  // Signed in first: the sign-in page would be German too.
  await signIn(page, "admin@dockside.test");
  await useLanguage(context, "de");
  await page.goto("/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Änderungsprotokoll" })).toBeVisible();
  await expect(page.getByLabel("Was geändert wurde")).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectFits(page, "audit-log");
  await expectAccessible(page);
});
