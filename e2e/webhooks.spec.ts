// Staff add a webhook endpoint on the Webhooks page, send it a test event that
// a real receiver gets (signed), read the delivery log, and pause it: a booking
// made while it is paused never reaches the receiver.
import { expect, test, type Page } from "./test";
import { Webhook } from "standardwebhooks";
import { startReceiver, type Receiver } from "../tests/api/support/webhook-receiver";
import { bookFreeSlot, facilityId } from "./api";
import { SignInPage } from "./pages/sign-in-page";
import { WebhooksPage } from "./pages/webhooks-page";
import { expectAccessible, screenshots } from "./support";

async function signIn(page: Page, email: string) {
  await page.goto("/signin");
  await new SignInPage(page).signIn(email, "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

const bodies = (r: Receiver) => r.received.map((m) => m.body).join("\n");

test("staff add an endpoint, send it a test event, read the log, and pause it", async ({ page }) => {
  const receiver = await startReceiver();
  // An endpoint that stays on: once it has an event, that event has been fanned out to every endpoint.
  const control = await startReceiver();
  try {
    await signIn(page, "staff@dockside.test");
    // Webhooks sit in the header's API menu, beside tokens and the reference.
    await page.getByRole("button", { name: /^API/ }).click();
    await page.locator("#api-menu").getByRole("link", { name: "Webhooks" }).click();
    const hooks = new WebhooksPage(page);
    await hooks.addEndpoint(receiver.url);
    await expect(hooks.secret()).toHaveText(/^whsec_[A-Za-z0-9+/=]{32,}$/);
    const secret = (await hooks.secret().textContent())!;
    await expect(page.getByRole("button", { name: "Copy secret" })).toBeVisible();
    const card = hooks.endpoint(receiver.url);
    await expect(card.getByText("Active")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "webhooks");

    // A test event: the receiver gets it signed with the secret just shown, and the log says so.
    await card.getByRole("button", { name: "Send test event" }).click();
    await expect(card.getByRole("status")).toContainText("Delivered · HTTP 204");
    await receiver.waitFor(1);
    const ping = receiver.received[0];
    const verified = new Webhook(secret).verify(ping.body, ping.headers as Record<string, string>);
    expect(verified).toMatchObject({ type: "ping" });
    const log = card.getByRole("list", { name: "Deliveries" });
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log).toContainText("ping");
    await expect(log).toContainText("HTTP 204");
    await expectAccessible(page);
    await screenshots(page, "webhooks-log");

    // Paused, a booking is not sent; resumed, the next one is (and the paused one never comes).
    const made = await page.request.post("/api/service.v1.create_webhook_subscription", {
      data: { url: control.url, events: ["appointment.created"], description: "control" },
    });
    expect(made.ok()).toBe(true);
    await card.getByRole("button", { name: "Pause" }).click();
    await expect(card.getByText("Paused")).toBeVisible();
    const chicago = { id: await facilityId(page.request, "Chicago Cross-Dock"), zone: "America/Chicago" };
    const booking = (daysAhead: number, reference: string) =>
      bookFreeSlot(page.request, chicago, { daysAhead, carrier: "Hook Freight", reference });
    const whilePaused = await booking(20, "WH-PAUSED");
    await expect.poll(() => bodies(control)).toContain(whilePaused.id);
    await card.getByRole("button", { name: "Resume" }).click();
    await expect(card.getByText("Active")).toBeVisible();
    const afterResume = await booking(21, "WH-RESUMED");
    await expect.poll(() => bodies(receiver)).toContain(afterResume.id);
    expect(bodies(receiver)).not.toContain(whilePaused.id);

    await card.getByRole("button", { name: "Remove…" }).click();
    await card.getByRole("button", { name: "Remove now" }).click();
    await expect(hooks.endpoint(receiver.url)).toHaveCount(0);
    const controlId = ((await made.json()) as { id: string }).id;
    await page.request.post("/api/service.v1.delete_webhook_subscription", { data: { id: controlId } });
  } finally {
    await receiver.close();
    await control.close();
  }
});
