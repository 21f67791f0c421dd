// The gate specs' two sides: a staff member signed in (who makes the gate link
// and acts on appointments through the API), and a phone or tablet connected
// as the facility's gate device by that link.
import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../env";
import { PHONE } from "../support";
import { SignInPage } from "./sign-in-page";

export const CHICAGO = { name: "Chicago Cross-Dock", zone: "America/Chicago", slug: "chicago-cross-dock" };

export async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/signin");
  await new SignInPage(page).signIn("staff@dockside.test", "dockside");
  await expect(page).toHaveURL(/\/calendar/);
  return page;
}

type GateOptions = {
  /** The device's language (the link's); the facility's default without. */
  locale?: string;
  viewport?: { width: number; height: number };
  /** Its stream never opens: the screen must fall back to polling. */
  blocked?: boolean;
};

/** A gate device at Chicago, connected by a link `staff` made, ready for a driver's taps. */
export async function gateTablet(browser: Browser, staff: Page, facility: string, o: GateOptions = {}) {
  const made = await staff.request.post("/api/service.v1.create_gate_link", {
    data: { facility_id: facility, name: `E2E gate ${o.locale ?? ""}`.trim(), locale: o.locale },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { url } = (await made.json()) as { url: string };
  const gate = await (await browser.newContext({ viewport: o.viewport ?? PHONE, locale: "en-US" })).newPage();
  if (o.blocked) await gate.route("**/api/events*", (route) => route.abort());
  await gate.goto(url);
  await expect(gate).toHaveURL(`${E2E_BASE_URL}/gate/${CHICAGO.slug}`);
  // A tap before React has hydrated the form posts it the plain way (the page comes back with ?code=
  // filled in and nothing checked in): wait for the form to be React's, as a driver waits for the page.
  await gate.waitForFunction(() => {
    const form = document.querySelector("form");
    return !!form && Object.keys(form).some((k) => k.startsWith("__reactProps"));
  });
  return gate;
}
