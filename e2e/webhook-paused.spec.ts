// An endpoint Dockside paused itself: a token made it, staff revoked the token, and the next event found its maker
// without access. The card says who paused it and why, in the reader's language, from the pause's cause (not a
// sentence the server wrote).
import { expect, test } from "./test";
import { startReceiver } from "../tests/api/support/webhook-receiver";
import { bookFreeSlot, facilityId } from "./api";
import { useLanguage as readIn } from "./languages/fit";
import { SignInPage } from "./pages/sign-in-page";
import { expectAccessible, screenshots } from "./support";

test("an endpoint whose maker lost access is paused by Dockside, and its card says why in German", async ({
  page,
  playwright,
}) => {
  const receiver = await startReceiver();
  // The token's own calls, without the staff session's cookies.
  const api = await playwright.request.newContext();
  try {
    await page.goto("/signin");
    await new SignInPage(page).signIn("staff@dockside.test", "dockside");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    const chicago = { id: await facilityId(page.request, "Chicago Cross-Dock"), zone: "America/Chicago" };

    // A token makes the endpoint, as an integration would.
    const made = await page.request.post("/api/service.v1.create_api_token", {
      data: { name: "Paused-hook TMS", role: "staff", facility_ids: [chicago.id] },
    });
    expect(made.status()).toBe(200);
    const token = (await made.json()) as { id: string; token: string };
    const origin = new URL(page.url()).origin;
    const hook = await api.post(`${origin}/api/service.v1.create_webhook_subscription`, {
      headers: { Authorization: `Bearer ${token.token}` },
      data: { url: receiver.url, events: ["appointment.created"], description: "TMS hook" },
    });
    expect(hook.status()).toBe(200);

    // Staff revoke the token; the next event finds the endpoint's maker without access and pauses it.
    const revoked = await page.request.post("/api/service.v1.revoke_api_token", { data: { id: token.id } });
    expect(revoked.status()).toBe(200);
    await bookFreeSlot(page.request, chicago, {
      daysAhead: 23,
      carrier: "Hook Freight",
      reference: "WH-ORPHAN",
    });

    // The pause is the outbox worker's, after the booking's answer: the endpoint is read until it is paused,
    // then the page shows it.
    await expect
      .poll(async () => {
        const list = await page.request.post("/api/service.v1.list_webhook_subscriptions", { data: {} });
        const endpoints = (await list.json()) as { url: string; disabled_cause: string | null }[];
        return endpoints.find((e) => e.url === receiver.url)?.disabled_cause;
      })
      .toBe("maker_lost_access");

    await readIn(page.context(), "de");
    await page.goto("/webhooks");
    // The German page's list has a German name: the card is found by its URL alone.
    const card = page.getByRole("listitem").filter({ hasText: receiver.url });
    await expect(card.getByText("Dockside hat diesen Endpunkt pausiert")).toBeVisible();
    await expect(card).toContainText(
      "Die Person oder der Token, die ihn erstellt haben, hat keinen Zugriff mehr auf das, was er umfasst.",
    );
    await expect(card).not.toContainText("no longer has access");
    // Who it acts for, worded by the page from the maker's kind (the API gives the token's name alone).
    await expect(card).toContainText("Handelt für den API-Token Paused-hook TMS");
    await expectAccessible(page);
    await screenshots(page, "webhook-paused-de");
    expect(receiver.received).toHaveLength(0);
  } finally {
    await api.dispose();
    await receiver.close();
  }
});
