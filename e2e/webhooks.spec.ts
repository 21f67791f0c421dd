// Staff add a webhook endpoint on the Webhooks page, send it a test event that
// a real receiver gets (signed), read the delivery log, and pause it: a booking
// made while it is paused never reaches the receiver.
import { expect, test, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { createClient } from "../lib/db";
import { startReceiver } from "../tests/api/support/webhook-receiver";
import { bookFreeSlot, facilityId } from "./api";
import { E2E_DATABASE_FILE } from "./env";
import { SignInPage } from "./pages/sign-in-page";
import { WebhooksPage } from "./pages/webhooks-page";
import { expectAccessible, screenshots } from "./support";

async function signIn(page: Page, email: string) {
  await page.goto("/signin");
  await new SignInPage(page).signIn(email, "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("staff add an endpoint, send it a test event, read the log, and pause it", async ({ page }) => {
  const receiver = await startReceiver();
  const db = createClient(`file:${E2E_DATABASE_FILE}`);
  try {
    await signIn(page, "staff@dockside.test");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Webhooks" }).click();
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
    expect(new Webhook(secret).verify(ping.body, ping.headers as Record<string, string>)).toMatchObject({
      type: "ping",
    });
    const log = card.getByRole("list", { name: "Deliveries" });
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log).toContainText("ping");
    await expect(log).toContainText("HTTP 204");
    await expectAccessible(page);

    // Paused, a booking is not sent; resumed, the next one is (and the paused one still never comes).
    await card.getByRole("button", { name: "Pause" }).click();
    await expect(card.getByText("Paused")).toBeVisible();
    const chicago = { id: await facilityId(page.request, "Chicago Cross-Dock"), zone: "America/Chicago" };
    const whilePaused = await bookFreeSlot(page.request, chicago, {
      daysAhead: 20,
      carrier: "Paused Freight",
      reference: "WH-PAUSED",
    });
    // The event is written with the booking; once the app's worker has dispatched it, pausing has done its part.
    await expect
      .poll(() =>
        db.outboxEvent.count({ where: { appointmentId: whilePaused.id, dispatchedAt: { not: null } } }),
      )
      .toBe(1);
    await card.getByRole("button", { name: "Resume" }).click();
    await expect(card.getByText("Active")).toBeVisible();
    const afterResume = await bookFreeSlot(page.request, chicago, {
      daysAhead: 21,
      carrier: "Resumed Freight",
      reference: "WH-RESUMED",
    });
    const ids = () => receiver.received.map((r) => r.body).join("\n");
    await expect.poll(ids).toContain(afterResume.id);
    expect(ids()).not.toContain(whilePaused.id);

    await card.getByRole("button", { name: "Remove…" }).click();
    await card.getByRole("button", { name: "Remove now" }).click();
    await expect(hooks.endpoint(receiver.url)).toHaveCount(0);
  } finally {
    await db.$disconnect();
    await receiver.close();
  }
});
