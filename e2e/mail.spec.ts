// An admin reads the outbox on the Mail page: the demo's confirmations and
// approvals, each with its delivery state, its text and its calendar file,
// older ones a page at a time; at phone and desktop width, accessible.
import { expect, test, type Page } from "./test";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, PHONE, screenshots } from "./support";

async function signIn(page: Page, email: string) {
  await page.goto("/signin");
  await new SignInPage(page).signIn(email, "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** The outbox as the server reports it, through the admin's session. */
async function outbox(page: Page) {
  const res = await page.request.post("/api/service.v1.list_outbox_mail", { data: { limit: 100 } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { sending: boolean; messages: { subject: string }[] };
}

test("an admin reads the e-mail Dockside wrote, with its state, text and calendar file", async ({ page }) => {
  await signIn(page, "admin@dockside.test");
  // The server's worker turns the demo's bookings into messages as it starts.
  await expect.poll(async () => (await outbox(page)).messages.length).toBeGreaterThan(25);
  const { sending } = await outbox(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  await expect(page.getByText("Mail is not being sent")).toHaveCount(sending ? 0 : 1);

  const list = page.getByRole("list", { name: "Messages" });
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(25);
  const confirmation = items.filter({ hasText: /Confirmed: |Approved: / }).first();
  await expect(confirmation.getByText(/^To \S+@\S+$/)).toBeVisible();
  await expect(
    confirmation.getByText(sending ? /Sent|Waiting|Retrying/ : "Kept, not sent").first(),
  ).toBeVisible();
  await confirmation.getByText("Message", { exact: true }).click();
  const text = confirmation.locator("details").first().locator("pre");
  await expect(text).toBeVisible();
  await expect(text).toContainText(/Confirmation code: [A-Z0-9]{8}/);
  await expect(text).toContainText(/View, reschedule or cancel: http:\/\/localhost:\d+\/a\//);
  await confirmation.getByText(/^Calendar file/).click();
  const download = confirmation.getByRole("link", { name: "Download invite.ics" });
  await expect(download).toHaveAttribute("href", /^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
  await expectAccessible(page);
  await screenshots(page, "mail-outbox");

  await page.getByRole("button", { name: "Older messages" }).click();
  await expect(items).toHaveCount(50);

  await page.getByLabel("Show").selectOption("failed");
  await expect(page.getByText("No messages with this status.")).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.getByLabel("Show").selectOption("");
  await expect(items).toHaveCount(50); // both pages, as loaded before
  await expect(items.first().getByRole("heading")).toBeVisible();
  await expectAccessible(page);
});

test("the Mail page and its operation are for admins only", async ({ page }) => {
  await signIn(page, "staff@dockside.test");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mail" }),
  ).toHaveCount(0);
  await page.goto("/mail");
  await expect(page.getByText("Only admins read the outbox")).toBeVisible();
  const res = await page.request.post("/api/service.v1.list_outbox_mail", { data: {} });
  expect(res.status()).toBe(403);
});
