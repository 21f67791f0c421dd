// The calendar's first board comes with the page (issue 25: /calendar's first load within 160 KB):
// the day can be read before the page's scripts have arrived, and its buttons work once they are in.
// "Before the scripts" is a browser that never gets them: the page's own inline scripts still run
// (React's swap of the streamed board into place), the bundles under /_next/static never come.
import { devices, type Browser, type Page } from "@playwright/test";
import { CHICAGO, demoDayWith, expect, listed, test } from "./staff";
import { expectAccessible, PHONE, screenshots } from "./support";

async function withoutBundles(
  browser: Browser,
  page: Page,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const context = await browser.newContext({ ...options, storageState: await page.context().storageState() });
  await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
  return context;
}

test.describe("before the page's scripts have arrived", () => {
  test("the desktop board lists every appointment of the day, its buttons disabled", async ({
    page,
    browser,
    chicago,
  }) => {
    const day = await demoDayWith(page.request, chicago, "17:00");
    const all = await listed(page.request, chicago, day);
    const bare = await withoutBundles(browser, page);
    const noScript = await bare.newPage();
    await noScript.goto(`/calendar?facility=${chicago.id}&date=${day}`);
    await expect(noScript.getByRole("heading", { name: CHICAGO.name, level: 1 })).toBeVisible();
    for (const a of all)
      await expect(noScript.locator(`[data-appointment="${a.confirmation_code}"]`)).toBeDisabled();
    await expect(noScript.getByRole("button", { name: "Record work-in" })).toBeDisabled();
    // Whether the board is live is not known until the page runs: it says nothing rather than "paused".
    await expect(noScript.getByText(/Live updates paused/)).toHaveCount(0);
    await screenshots(noScript, "staff-calendar-before-scripts", ["desktop", "tablet"]);
    await bare.close();
  });

  test("a phone gets the day's list, as it will once the page runs", async ({ page, browser, chicago }) => {
    const day = await demoDayWith(page.request, chicago, "17:00");
    const [first] = await listed(page.request, chicago, day);
    const bare = await withoutBundles(browser, page, { ...devices["Pixel 7"], viewport: PHONE });
    const noScript = await bare.newPage();
    await noScript.goto(`/calendar?facility=${chicago.id}&date=${day}`);
    await expect(noScript.locator(`[data-appointment="${first.confirmation_code}"]`)).toBeInViewport();
    await expect(noScript.getByRole("button", { name: /Filters/ })).toBeVisible();
    await screenshots(noScript, "staff-calendar-phone-before-scripts", ["phone"]);
    await bare.close();
  });
});

test("once the page runs, the board drawn on the server is the one it keeps, and it answers a click", async ({
  page,
  calendar,
  chicago,
}) => {
  const day = await demoDayWith(page.request, chicago, "17:00");
  const all = await listed(page.request, chicago, day);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/service.v1.get_facilities")) asked.push(r.url());
  });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await calendar.goto({ facility: chicago.id, date: day });
  await calendar.open(all[0].confirmation_code);
  for (const a of all) await expect(calendar.chip(a.confirmation_code)).toBeEnabled();
  await expectAccessible(page);
  // The facilities the server read are used as they are; only the day's list is asked for again.
  expect(asked).toEqual([]);
  // No hydration mismatch: the server's board and the browser's first render agree.
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});
