// The screens that follow one appointment live: the gate tablet after a
// driver checked in, and the carrier's manage page (/a/<token>). A change
// staff make through the API shows on the open screen without a reload, from
// the stream (nothing polls while it is up); with the stream blocked the screen
// says it checks every few seconds instead, and the change still arrives.
import { randomUUID } from "node:crypto";
import { test, expect, type Page } from "./test";
import { bookFreeSlot, bookPublicLink, facilityId } from "./api";
import { CHICAGO, gateTablet, staffPage } from "./pages/gate-tablet";
import { expectAccessible, PHONE, screenshots } from "./support";

const BERLIN = { zone: "Europe/Berlin", slug: "berlin-fresh-hub" };
const LIVE = "Live.";
const PAUSED = "Live updates paused — checking every 5 s.";

async function checkedInAtGate(gate: Page, code: string) {
  await gate.getByLabel("Confirmation code or reference number").fill(code);
  await gate.getByRole("button", { name: "Check in" }).click();
  await expect(gate.getByRole("heading", { name: "You are checked in" })).toBeVisible();
  await expect(gate.getByTestId("next-step")).toContainText(/Go to Door \d/);
}

test("the gate tablet shows what staff do next without a reload, and says when it polls instead", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  const chicago = { id: await facilityId(staff.request, CHICAGO.name), zone: CHICAGO.zone };
  const book = async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    return bookFreeSlot(staff.request, chicago, {
      daysAhead: 1,
      carrier: `Live ${tag}`,
      reference: `PO-${tag}`,
    });
  };
  const startLoading = async (id: string) => {
    const res = await staff.request.post("/api/service.v1.update_facility_appointment_status", {
      data: { id, action: "start_loading" },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };

  const first = await book();
  const gate = await gateTablet(browser, staff, chicago.id);
  await checkedInAtGate(gate, first.confirmation_code);
  await expect(gate.locator('[data-live="on"]')).toHaveText(LIVE);
  await startLoading(first.id);
  // Only the stream can bring it: while it is up the screen does not poll.
  await expect(gate.getByTestId("next-step")).toContainText("At the door");
  await expect(gate.locator('[data-live="on"]')).toHaveText(LIVE);
  await expectAccessible(gate);
  await screenshots(gate, "live-gate", ["phone", "tablet"]);

  // The stream blocked: the screen says so, and polls.
  const second = await book();
  const blocked = await gateTablet(browser, staff, chicago.id, { blocked: true });
  await checkedInAtGate(blocked, second.confirmation_code);
  await expect(blocked.locator('[data-live="paused"]')).toHaveText(PAUSED);
  await startLoading(second.id);
  await expect(blocked.getByTestId("next-step")).toContainText("At the door", { timeout: 15_000 });
  await expectAccessible(blocked);
  await screenshots(blocked, "live-gate-paused", ["phone"]);
});

test("the manage page shows staff's approval without a reload, and says when it polls instead", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  /** A request through Berlin's public link (staff approve each): its id and manage link. */
  const request = async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    return bookPublicLink(staff.request, BERLIN, {
      daysAhead: 3,
      carrier: `Live Freight ${tag}`,
      email: `live-${tag.toLowerCase()}@haulage.test`,
      phone: "+49 30 5550 1299",
      reference: `PO-${tag}`,
    });
  };
  const approve = async (id: string) => {
    const res = await staff.request.post("/api/service.v1.update_facility_appointment_status", {
      data: { id, action: "approve" },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const carrierPage = async (blocked: boolean) => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    if (blocked) await page.route("**/api/events*", (route) => route.abort());
    return page;
  };

  const first = await request();
  const carrier = await carrierPage(false);
  await carrier.goto(first.manage_url);
  const status = carrier.getByTestId("status");
  await expect(status).toHaveText("Requested: waiting for the facility to confirm");
  await expect(carrier.locator('[data-live="on"]')).toHaveText(LIVE);
  // Anything typed stays: the page is drawn again in place, not reloaded.
  await carrier.getByLabel("We will arrive").selectOption("40");
  await approve(first.appointment.id);
  await expect(status).toHaveText("Confirmed");
  await expect(carrier.getByLabel("We will arrive")).toHaveValue("40");
  await expectAccessible(carrier);
  await screenshots(carrier, "live-manage", ["phone", "desktop"]);

  const second = await request();
  const blocked = await carrierPage(true);
  await blocked.goto(second.manage_url);
  await expect(blocked.locator('[data-live="paused"]')).toHaveText(PAUSED);
  await approve(second.appointment.id);
  await expect(blocked.getByTestId("status")).toHaveText("Confirmed", { timeout: 15_000 });
  await expectAccessible(blocked);
  await screenshots(blocked, "live-manage-paused", ["phone"]);
});

test("every screen's paused notice is the same amber, whatever size its screen gives it", async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  await staff.route("**/api/events*", (route) => route.abort());
  // The amber a paused notice is written in, as the browser draws it.
  const amber = async (page: Page) =>
    page.evaluate(() => {
      const probe = document.createElement("span");
      probe.className = "text-amber-800";
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
  for (const path of ["/calendar", "/requests", "/yard"]) {
    await staff.goto(path);
    const notice = staff.locator('[data-live="paused"]').first();
    await expect(notice).toHaveText(PAUSED);
    await expect(notice, path).toHaveCSS("color", await amber(staff));
  }
  await staff.context().close();
});
