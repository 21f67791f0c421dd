// Signing up, in and out; pages that need a user send you to sign-in and back.
import { test as base } from "./test";
import { Header } from "./pages/header";
import { SignInPage } from "./pages/sign-in-page";
import { SignUpPage } from "./pages/sign-up-page";
import { expect, expectAccessible, newCarrier, screenshots, test } from "./support";

base("a page that needs a user redirects to sign-in and comes back after it", async ({ page }) => {
  await page.goto("/appointments");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fappointments$/);
  await expectAccessible(page);
  await screenshots(page, "signin");

  const signIn = new SignInPage(page);
  await signIn.signIn("carrier@dockside.test", "wrong password");
  await expect(signIn.error).toContainText("don't match an account");
  await expect(page).toHaveURL(/\/signin/);

  await signIn.signIn("carrier@dockside.test", "dockside");
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByRole("heading", { name: "My appointments" })).toBeVisible();
});

base("a callbackUrl to another site is not followed", async ({ page }) => {
  await page.goto("/signin?callbackUrl=https%3A%2F%2Fevil.example%2F");
  await new SignInPage(page).signIn("carrier@dockside.test", "dockside");
  await expect(page).toHaveURL(/localhost:\d+\/book$/);
});

// Browsers drop tabs and newlines from URLs and read "\" as "/": each of these once led to evil.example
// (or to a 500 when the server redirected with a newline in the Location header).
for (const sneaky of ["/%09/evil.example", "/%09%5Cevil.example", "/%0A/evil.example", "/%0D/evil.example"]) {
  base(`callbackUrl ${sneaky} stays on our site, before and after signing in`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const res = await page.goto(`/signin?callbackUrl=${sneaky}`);
    expect(res?.status()).toBe(200);
    await new SignInPage(page).signIn("carrier@dockside.test", "dockside");
    await expect(page).toHaveURL(/\/book$/);
    expect(new URL(page.url()).origin).toBe(origin);
    // Signed in, the sign-in page redirects at once: to our own start page, not a 500.
    const again = await page.goto(`/signin?callbackUrl=${sneaky}`);
    expect(again?.status()).toBe(200);
    expect(new URL(page.url()).origin).toBe(origin);
  });
}

base("sign-up checks its fields inline and sends a taken company name to an invitation", async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await expectAccessible(page);
  await screenshots(page, "signup");

  await signUp.submit();
  await expect(page.getByText("Enter your name")).toBeVisible();
  await expect(page.getByText("Enter your company's name")).toBeVisible();
  await signUp.fill({ password: "short" });
  await page.getByLabel("Work e-mail", { exact: true }).fill("not an address");
  await page.getByLabel("Your name", { exact: true }).focus();
  await expect(page.getByText("Use at least 10 characters")).toBeVisible();
  await expect(page.getByText("Enter an e-mail address like name@company.com")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "signup-errors");

  await signUp.fill({ ...newCarrier(), password: "1234567890" });
  await signUp.submit();
  await expect(page.getByText("one of the most common").first()).toBeVisible();

  // The demo carrier's company has an account: a look-alike of its name is no way in, and the
  // answer neither confirms the company nor spells its name.
  await signUp.fill({ ...newCarrier(), company: "  ACME   freight " });
  await signUp.submit();
  const answer = page.getByText("A new company cannot be set up under this name").first();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("ask a colleague there for an invitation link");
  await expect(page.getByText("Acme Freight")).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup/);
});

test("a new carrier is signed in after sign-up and can sign out", async ({ page, carrier }) => {
  await expect(page.getByRole("banner")).toContainText(carrier.company);
  await new Header(page).signOut();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/book");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fbook$/);

  await new SignInPage(page).signIn(carrier.email, carrier.password);
  await expect(page).toHaveURL(/\/book$/);
});

test("the API refuses the session cookie from another site", async ({ page, carrier }) => {
  expect(carrier.email).toBeTruthy();
  const crossSite = await page.request.post("/api/service.v1.search_facilities", {
    data: {},
    headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).code).toBe("permission_denied");
  const own = await page.request.post("/api/service.v1.search_facilities", { data: {} });
  expect(own.status()).toBe(200);
});

base("the home page leads to booking and sign-up", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Create a carrier account" })).toBeVisible();
  // Static text and links: the page ships no script at all (issue 16, docs/performance.md).
  await expect(page.locator("script[src]")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "home");
  await page.getByRole("link", { name: "Book a dock appointment" }).click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fbook$/);
});

test("an unknown appointment is not found, in words", async ({ page, carrier }) => {
  expect(carrier.company).toBeTruthy();
  // (Another company's appointment answers the same: tests/api/web-session.test.ts.)
  await page.goto(`/appointments/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { name: "Appointment not found" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "appointment-not-found");
});
