// Sign-in through the company's identity provider, end to end: a real OpenID
// provider in this process (e2e/sso/provider.ts), its own login and consent
// pages, and an app server started with OIDC_* pointing at it (e2e/sso/app-server.ts).
import { randomUUID } from "node:crypto";
import { test, expect, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";
import { SignInPage } from "./pages/sign-in-page";
import { startSsoApp, type SsoApp } from "./sso/app-server";
import { CLIENT, TestProvider, type AccountClaims } from "./sso/provider";
import { expectAccessible, screenshots } from "./support";

const NAME = "Acme ID";
const provider = new TestProvider(Number(E2E_PORT) + 2100, `http://localhost:${Number(E2E_PORT) + 2000}`);
let app: SsoApp;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await provider.start();
  app = await startSsoApp(Number(E2E_PORT) + 2000, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
    OIDC_NAME: NAME,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await provider.stop();
});

const tag = () => randomUUID().slice(0, 8);

/** A person at the provider, with a login of their own. */
function person(claims: Omit<AccountClaims, "email"> & { email?: string } = {}) {
  const login = `p-${tag()}`;
  const account = { email: `${login}@acme.test`, email_verified: true, name: `Pat ${login}`, ...claims };
  provider.setAccount(login, account);
  return { login, ...account };
}

async function rule(data: {
  match: string;
  claim?: string;
  value: string;
  role: string;
  facility?: string;
  carrier?: string;
}) {
  const facility =
    data.facility && (await app.db.facility.findFirstOrThrow({ where: { name: data.facility } }));
  const company =
    data.carrier &&
    (await app.db.carrierCompany.create({
      data: { name: data.carrier, nameKey: data.carrier.toLowerCase() },
    }));
  const last = await app.db.signInRule.aggregate({ _max: { position: true } });
  await app.db.signInRule.create({
    data: {
      position: (last._max.position ?? 0) + 1,
      match: data.match,
      claim: data.claim ?? "",
      value: data.value,
      role: data.role,
      carrierCompanyId: company ? company.id : null,
      facilities: facility ? { create: [{ facilityId: facility.id }] } : undefined,
    },
  });
}

/** The app's button, then the provider's own login and consent pages, as a person fills them in. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto(`${app.url}/signin`);
  await page.getByRole("button", { name: `Sign in with ${NAME}` }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Out of the app and of the provider's own session, so that the next sign-in starts afresh. */
async function signOutEverywhere(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.context().clearCookies({ domain: "127.0.0.1" });
}

test("a first sign-in that a rule matches makes the account; the sign-in page offers the provider first", async ({
  page,
}) => {
  const group = `dock-chicago-${tag()}`;
  await rule({
    match: "claim",
    claim: "groups",
    value: group,
    role: "staff",
    facility: "Chicago Cross-Dock",
  });
  const pat = person({ groups: ["everyone", group] });

  await page.goto(`${app.url}/signin`);
  await expect(page.getByRole("button", { name: `Sign in with ${NAME}` })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "sso-signin", ["desktop", "tablet", "phone"]);

  await signInAtProvider(page, pat.login);
  await expect(page).toHaveURL(/\/calendar/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const user = await app.db.user.findUniqueOrThrow({
    where: { email: pat.email },
    include: { facilities: true },
  });
  expect(user).toMatchObject({ role: "staff", ssoSubject: pat.login, name: pat.name, passwordHash: "" });
  expect(user.facilities).toHaveLength(1);
});

test("a sign-in no rule matches is refused with a clear page, and no account is made", async ({ page }) => {
  const stranger = person({ groups: ["no-such-group"] });
  await signInAtProvider(page, stranger.login);
  await expect(page).toHaveURL(/\/signin\/refused\?reason=no_rule/);
  await expect(page.getByText("Your account has no access to Dockside")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "sso-refused", ["desktop", "phone"]);
  expect(await app.db.user.count({ where: { email: stranger.email } })).toBe(0);
});

test("a person moved between groups moves at the next sign-in, and one in no group loses access", async ({
  page,
}) => {
  const [staffGroup, carrierGroup] = [`dock-${tag()}`, `haulier-${tag()}`];
  await rule({
    match: "claim",
    claim: "groups",
    value: staffGroup,
    role: "staff",
    facility: "Chicago Cross-Dock",
  });
  await rule({
    match: "claim",
    claim: "groups",
    value: carrierGroup,
    role: "carrier",
    carrier: `Acme Haulage ${tag()}`,
  });
  const sam = person({ groups: [staffGroup] });
  await signInAtProvider(page, sam.login);
  await expect(page).toHaveURL(/\/calendar/);
  await signOutEverywhere(page);

  provider.setAccount(sam.login, { ...sam, groups: [carrierGroup] });
  await signInAtProvider(page, sam.login);
  // A carrier's home.
  await expect(page).toHaveURL(/\/book/);
  expect((await app.db.user.findUniqueOrThrow({ where: { email: sam.email } })).role).toBe("carrier");

  // Out of every group: the open session in another tab ends with the refusal.
  const open = await page.context().newPage();
  await open.goto(`${app.url}/book`);
  await expect(open.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.context().clearCookies({ domain: "127.0.0.1" });
  provider.setAccount(sam.login, { ...sam, groups: [] });
  await signInAtProvider(page, sam.login);
  await expect(page).toHaveURL(/\/signin\/refused\?reason=no_rule/);
  await open.goto(`${app.url}/book`);
  await expect(open).toHaveURL(/\/signin/);
  expect(await app.db.user.findUniqueOrThrow({ where: { email: sam.email } })).toMatchObject({
    active: false,
  });
});

test("an existing password account is linked, never duplicated, and never by an unverified address", async ({
  page,
}) => {
  const domain = `linked-${tag()}.test`;
  await rule({ match: "email_domain", value: domain, role: "staff", facility: "Chicago Cross-Dock" });
  const email = `lee@${domain}`;
  const { createUser } = await import("../lib/users/service");
  const made = await createUser(app.db, {
    email,
    password: "a long passphrase",
    role: "staff",
    facility_ids: [(await app.db.facility.findFirstOrThrow()).id],
  });

  const unverified = person({ email, email_verified: false });
  await signInAtProvider(page, unverified.login);
  await expect(page.getByText("Your e-mail address is not verified")).toBeVisible();
  expect((await app.db.user.findUniqueOrThrow({ where: { id: made.id } })).ssoSubject).toBeNull();
  await page.context().clearCookies({ domain: "127.0.0.1" });

  const lee = person({ email });
  await signInAtProvider(page, lee.login);
  await expect(page).toHaveURL(/\/calendar/);
  expect(await app.db.user.findMany({ where: { email }, select: { id: true, ssoSubject: true } })).toEqual([
    { id: made.id, ssoSubject: lee.login },
  ]);
  await signOutEverywhere(page);

  // Still their password, until an admin makes the domain SSO-only: then it is answered as a wrong one.
  const signIn = new SignInPage(page);
  await page.goto(`${app.url}/signin`);
  await signIn.signIn(email, "a long passphrase");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await app.db.ssoOnlyDomain.create({ data: { domain } });
  await page.goto(`${app.url}/signin`);
  await signIn.signIn(email, "a long passphrase");
  await expect(signIn.error).toContainText("don't match an account");
  await expect(signIn.error).toContainText(`use the button above`);
});

test("a provider that is down gives a clear error; password sign-in still works", async ({ page }) => {
  await provider.stop();
  await page.goto(`${app.url}/signin`);
  await page.getByRole("button", { name: `Sign in with ${NAME}` }).click();
  await expect(page).toHaveURL(/error=OAuthSignin/);
  await expect(page.getByRole("alert").filter({ hasText: "cannot be reached right now" })).toBeVisible();
  await expectAccessible(page);
  await new SignInPage(page).signIn("staff@dockside.test", "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});
