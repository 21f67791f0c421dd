// An admin keeps the sign-in rules and the SSO-only domains on the Users page:
// rules added, put in order, removed; domains saved. At phone, tablet and
// desktop width, without accessibility violations.
import { randomUUID } from "node:crypto";
import { test, expect } from "./test";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, screenshots } from "./support";

test("an admin adds, orders and removes sign-in rules and sets the SSO-only domains", async ({ page }) => {
  const tag = randomUUID().slice(0, 6);
  await page.goto("/signin");
  await new SignInPage(page).signIn("admin@dockside.test", "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.goto("/users");

  const form = page.getByRole("form", { name: "New sign-in rule" });
  const rules = page.getByRole("list", { name: "Sign-in rules, in order" });
  await expect(page.getByRole("heading", { name: "Sign-in rules, first match wins" })).toBeVisible();

  // A claim rule: a group of the provider makes staff of a facility.
  await form.getByLabel("Claim").fill("groups");
  await form.getByLabel("Value").fill(`dock-chicago-${tag}`);
  await form.getByRole("checkbox", { name: "Chicago Cross-Dock" }).check();
  await form.getByRole("button", { name: "Add rule" }).click();
  await expect(rules.locator(`[data-rule="dock-chicago-${tag}"]`)).toContainText(
    "Staff · Chicago Cross-Dock",
  );

  // A domain rule: carriers of a company. Asked for what it needs first.
  await form.getByLabel("Match").selectOption("email_domain");
  await form.getByLabel("Domain").fill(`Haulier-${tag}.test`);
  await form.getByLabel("Role").selectOption("carrier");
  await form.getByRole("button", { name: "Add rule" }).click();
  await expect(form.getByText("Fill this in", { exact: true })).toBeVisible();
  await form.getByLabel("Carrier company").fill(`Haulier ${tag}`);
  await form.getByRole("button", { name: "Add rule" }).click();
  const domainRule = rules.locator(`[data-rule="haulier-${tag}.test"]`);
  await expect(domainRule).toContainText(`E-mail address at haulier-${tag}.test`);
  await expect(domainRule).toContainText(`Carrier · Haulier ${tag}`);

  // Put the domain rule before the claim rule: the numbers follow.
  const before = Number((await domainRule.locator("p").first().textContent())!.split(".")[0]);
  await domainRule.getByRole("button", { name: /up$/ }).click();
  await expect(domainRule.locator("p").first()).toHaveText(new RegExp(`^${before - 1}\\. `));

  // Changed in place: the group's name.
  const claimRule = rules.locator(`[data-rule="dock-chicago-${tag}"]`);
  await claimRule.getByRole("button", { name: /^Change rule/ }).click();
  const changing = claimRule.getByRole("form", { name: /^Change rule/ });
  await expect(changing.getByLabel("Claim")).toHaveValue("groups");
  await changing.getByLabel("Value").fill(`dock-chi-${tag}`);
  await expectAccessible(page);
  await screenshots(page, "users-sign-in-rule-change", ["desktop", "phone"]);
  await changing.getByRole("button", { name: "Save rule" }).click();
  await expect(rules.locator(`[data-rule="dock-chi-${tag}"]`)).toContainText("Staff · Chicago Cross-Dock");

  await expectAccessible(page);
  await screenshots(page, "users-sign-in-rules", ["desktop", "tablet", "phone"]);

  // The SSO-only domains: a bad one is refused with the reason, good ones are saved.
  const domains = page.getByRole("form", { name: "SSO-only domains" });
  await domains.getByLabel("Domains").fill(`sso-${tag}.test\nnot a domain`);
  await domains.getByRole("button", { name: "Save domains" }).click();
  await expect(domains.getByText("Not an e-mail domain such as example.com")).toBeVisible();
  await domains.getByLabel("Domains").fill(`sso-${tag}.test`);
  await domains.getByRole("button", { name: "Save domains" }).click();
  await expect(domains.getByText("Saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "SSO-only domains" }).getByLabel("Domains")).toHaveValue(
    `sso-${tag}.test`,
  );
  await expectAccessible(page);

  // Removed, after asking.
  const rule = rules.locator(`[data-rule="dock-chi-${tag}"]`);
  await rule.getByRole("button", { name: /^Delete rule/ }).click();
  await rule.getByRole("button", { name: "Delete now" }).click();
  await expect(rule).toHaveCount(0);
  await page.getByRole("form", { name: "SSO-only domains" }).getByLabel("Domains").fill("");
  await page
    .getByRole("form", { name: "SSO-only domains" })
    .getByRole("button", { name: "Save domains" })
    .click();
  await expect(page.getByText("Saved.")).toBeVisible();
});

test("the new-rule form is disabled until its script runs, so nothing typed into it is lost", async ({
  page,
  context,
}) => {
  await page.goto("/signin");
  await new SignInPage(page).signIn("admin@dockside.test", "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  // The page as a slow phone has it before the bundles arrive (its inline scripts still run). Typed into
  // then, the fields were emptied when react-hook-form took them over: the first test above, now and then.
  await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
  await page.goto("/users");
  const form = page.getByRole("form", { name: "New sign-in rule" });
  await expect(form.getByLabel("Value")).toBeDisabled();
  await expect(form.getByRole("button", { name: "Add rule" })).toBeDisabled();
  await context.unroute(/\/_next\/static\/.*\.js(\?|$)/);
  await page.reload();
  await expect(form.getByLabel("Value")).toBeEnabled();
});
