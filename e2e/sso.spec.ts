// Sign-in through the company's identity provider, end to end: a real OpenID
// provider in this process (e2e/sso/provider.ts), its own login and consent
// pages, and an app server started with OIDC_* pointing at it (e2e/sso/app-server.ts).
import { randomUUID } from "node:crypto";
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from "./test";
import { E2E_PORT } from "./env";
import { SignInPage } from "./pages/sign-in-page";
import { startSsoApp, type SsoApp } from "./sso/app-server";
import { CLIENT, TestProvider, type AccountClaims } from "./sso/provider";
import { expectAccessible, screenshots } from "./support";

const NAME = "Acme ID";
const provider = new TestProvider(Number(E2E_PORT) + 2100, `http://localhost:${Number(E2E_PORT) + 2000}`);
let app: SsoApp;
let adminContext: BrowserContext;
let admin: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  await provider.start();
  app = await startSsoApp(Number(E2E_PORT) + 2000, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
    OIDC_NAME: NAME,
  });
  // An admin of the SSO app, signed in with the demo password, sets the rules and reads the accounts.
  adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await page.goto(`${app.url}/signin`);
  await new SignInPage(page).signIn("admin@dockside.test", "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  admin = page.request;
});

test.afterAll(async () => {
  await adminContext?.close();
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

/** An operation of the SSO app's API, as its admin. */
async function api(name: string, body: object) {
  const res = await admin.post(`${app.url}/api/service.v1.${name}`, { data: body });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return res.json();
}

const CHICAGO = "Chicago Cross-Dock";

async function rule(body: {
  match: string;
  claim?: string;
  value: string;
  role: string;
  facility?: string;
  carrier?: string;
}) {
  const { facility, ...rest } = body;
  const found = facility
    ? ((await api("search_facilities", { query: facility })) as { id: string; name: string }[])
    : [];
  await api("create_sign_in_rule", {
    ...rest,
    facility_ids: found.filter((f) => f.name === facility).map((f) => f.id),
  });
}

type Account = {
  id: string;
  email: string;
  role: string;
  active: boolean;
  facility_ids: string[];
  name: string;
};
const accounts = async (email: string) =>
  ((await api("list_users", {})).users as Account[]).filter((u) => u.email === email);

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
    facility: CHICAGO,
  });
  const pat = person({ groups: ["everyone", group] });

  await page.goto(`${app.url}/signin`);
  await expect(page.getByRole("button", { name: `Sign in with ${NAME}` })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "sso-signin", ["desktop", "tablet", "phone"]);

  await signInAtProvider(page, pat.login);
  await expect(page).toHaveURL(/\/calendar/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const [user] = await accounts(pat.email);
  expect(user).toMatchObject({ role: "staff", name: pat.name, active: true });
  expect(user.facility_ids).toHaveLength(1);
});

test("a sign-in no rule matches is refused with a clear page, and no account is made", async ({ page }) => {
  const stranger = person({ groups: ["no-such-group"] });
  await signInAtProvider(page, stranger.login);
  await expect(page).toHaveURL(/\/signin\/refused\?reason=no_rule/);
  await expect(page.getByText("Your account has no access to Dockside")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "sso-refused", ["desktop", "phone"]);
  expect(await accounts(stranger.email)).toEqual([]);
});

test("a person moved between groups moves at the next sign-in, and one in no group loses access", async ({
  page,
  browser,
}) => {
  const [staffGroup, carrierGroup] = [`dock-${tag()}`, `haulier-${tag()}`];
  await rule({
    match: "claim",
    claim: "groups",
    value: staffGroup,
    role: "staff",
    facility: CHICAGO,
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
  expect((await accounts(sam.email))[0].role).toBe("carrier");

  // Out of every group: refused at the next sign-in, and the session held until then (kept aside, as
  // another device would hold it) ends with it.
  const held = await page.context().storageState();
  await signOutEverywhere(page);
  provider.setAccount(sam.login, { ...sam, groups: [] });
  await signInAtProvider(page, sam.login);
  await expect(page).toHaveURL(/\/signin\/refused\?reason=no_rule/);
  const elsewhere = await browser.newContext({ storageState: held });
  const other = await elsewhere.newPage();
  await other.goto(`${app.url}/book`);
  await expect(other).toHaveURL(/\/signin/);
  await elsewhere.close();
  expect((await accounts(sam.email))[0].active).toBe(false);
});

test("an existing password account is linked, never duplicated, and never by an unverified address", async ({
  page,
}) => {
  const domain = `linked-${tag()}.test`;
  await rule({ match: "email_domain", value: domain, role: "staff", facility: CHICAGO });
  const email = `lee@${domain}`;
  const [chicago] = (await api("search_facilities", { query: CHICAGO })) as { id: string }[];
  const made = (await api("create_user", {
    email,
    password: "a long passphrase",
    role: "staff",
    facility_ids: [chicago.id],
  })) as Account;

  const unverified = person({ email, email_verified: false });
  await signInAtProvider(page, unverified.login);
  await expect(page.getByText("Your e-mail address is not verified")).toBeVisible();
  expect(await accounts(email)).toEqual([expect.objectContaining({ id: made.id, active: true })]);
  await page.context().clearCookies({ domain: "127.0.0.1" });

  const lee = person({ email });
  await signInAtProvider(page, lee.login);
  await expect(page).toHaveURL(/\/calendar/);
  // The same account, not a second one; its name now comes from the provider.
  expect(await accounts(email)).toEqual([expect.objectContaining({ id: made.id, name: lee.name })]);
  await signOutEverywhere(page);

  // Still their password, until an admin makes the domain SSO-only: then it is answered as a wrong one.
  const signIn = new SignInPage(page);
  await page.goto(`${app.url}/signin`);
  await signIn.signIn(email, "a long passphrase");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await api("set_sso_only_domains", { domains: [domain] });
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
