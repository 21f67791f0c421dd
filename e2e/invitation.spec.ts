// Joining a carrier company: a member makes an invitation link in the app
// and passes it on; the colleague signs up through it into the company. A
// calendar program fetches an appointment's .ics with a bearer token.
import { test as base } from "./test";
import { Header } from "./pages/header";
import { SignInPage } from "./pages/sign-in-page";
import { SignUpPage } from "./pages/sign-up-page";
import { expect, expectAccessible, newCarrier, screenshots } from "./support";

base("a member invites a colleague, who joins the company through the link", async ({ page, browser }) => {
  await page.goto("/signin?callbackUrl=%2Fcompany");
  await new SignInPage(page).signIn("carrier@dockside.test", "dockside");
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole("heading", { name: "Colleagues" })).toBeVisible();
  const colleague = newCarrier();
  await page.getByLabel("Their work e-mail").fill(colleague.email);
  await page.getByRole("button", { name: "Make invitation link" }).click();
  const link = (await page.getByTestId("invitation-link").textContent()) ?? "";
  expect(link).toMatch(/\/signup\?invitation=inv_/);
  await expect(page.getByRole("listitem").filter({ hasText: colleague.email })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "company-invitation");

  const other = await browser.newContext();
  const joining = await other.newPage();
  await joining.goto(link);
  await expect(joining.getByRole("heading", { name: "Join Acme Freight" })).toBeVisible();
  await expect(joining.getByLabel("Company", { exact: true })).toHaveValue("Acme Freight");
  await expect(joining.getByLabel("Work e-mail", { exact: true })).toHaveValue(colleague.email);
  await expectAccessible(joining);
  await screenshots(joining, "signup-invited");
  const signUp = new SignUpPage(joining);
  await signUp.fill({ name: colleague.name, password: colleague.password });
  await signUp.submit();
  await expect(joining).toHaveURL(/\/book$/);
  await expect(joining.getByRole("banner")).toContainText("Acme Freight");
  // The company's appointments (the demo's, linked to Acme's account) are theirs to see now.
  await joining.goto("/appointments");
  await expect(joining.getByRole("heading", { name: "My appointments" })).toBeVisible();
  await expect(joining.getByText(/Chicago|Berlin/).first()).toBeVisible();

  // Used once: the link now says so.
  await new Header(joining).signOut();
  await expect(joining).toHaveURL(/\/signin/);
  await joining.goto(link);
  await expect(joining.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
  await other.close();
});

base("calendar.ics answers a bearer token instead of sending it to sign-in", async ({ page, playwright }) => {
  await page.goto("/signin?callbackUrl=%2Fappointments");
  await new SignInPage(page).signIn("carrier@dockside.test", "dockside");
  await expect(page).toHaveURL(/\/appointments$/);
  const made = await page.request.post("/api/service.v1.create_api_token", {
    data: { name: "Calendar feed" },
  });
  expect(made.status()).toBe(200);
  const { token } = await made.json();
  const mine = await page.request.post("/api/service.v1.get_my_appointments", { data: { when: "upcoming" } });
  const [first] = (await mine.json()).appointments;

  const calendar = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const ics = await calendar.get(`/appointments/${first.id}/calendar.ics`, {
    headers: { Authorization: `Bearer ${token}` },
    maxRedirects: 0,
  });
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain("BEGIN:VCALENDAR");
  const refused = await calendar.get(`/appointments/${first.id}/calendar.ics`, { maxRedirects: 0 });
  expect(refused.status()).toBe(401);
  await calendar.dispose();
});
