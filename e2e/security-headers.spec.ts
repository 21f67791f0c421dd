// The security headers of issue 11 on a page, the API and the API reference,
// and a Content-Security-Policy strict enough to matter that still lets every
// screen work: no violation is reported while a carrier books, staff use the
// calendar, or anyone reads /docs/api.
import http from "node:http";
import { test as base, type Page } from "./test";
import { DateTime } from "luxon";
import { facilityId } from "./api";
import { BookingPage } from "./pages/booking-page";
import { CalendarPage } from "./pages/calendar-page";
import { signIn } from "./staff";
import { expect, test } from "./support";

/** Every CSP violation and console error the page reports from now on. */
async function watchViolations(page: Page) {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction("__cspViolation", (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  return seen;
}

function expectCommon(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // The tests serve plain http: no HSTS (it is sent when NEXTAUTH_URL is https).
  expect(headers["strict-transport-security"]).toBeUndefined();
}

base("pages, the API and /docs/api carry the security headers", async ({ page, request }) => {
  const nonces = new Set<string>();
  for (const path of ["/signin", "/docs/api", "/f/chicago-cross-dock"]) {
    const res = await page.goto(path);
    const headers = res!.headers();
    expectCommon(headers);
    const policy = headers["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    nonces.add(nonce!);
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("object-src 'none'");
    // Every script in the page as sent carries this request's nonce (what they load later needs none: 'strict-dynamic').
    const tags = (await res!.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size, "a nonce per request").toBe(3);

  // A page that needs a user redirects with the headers too.
  const redirect = await request.get("/calendar", { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expectCommon(redirect.headers());

  // The API: data that must not be sniffed, framed or kept. The live-update stream is answered before Next
  // (lib/api/events-node.ts): through Next it got the pages' policy instead of the API's.
  for (const res of [
    await request.post("/api/service.v1.get_facilities", { data: {} }),
    await request.get("/api/service.v1.get_facilities"),
    await request.get("/api/events"),
  ]) {
    const headers = res.headers();
    expect([401, 405]).toContain(res.status());
    expectCommon(headers);
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["cache-control"]).toBe("no-store");
  }
  expectCommon((await request.get("/api/openapi.json")).headers());
});

base("TRACE is the API's 405, answered before the app", async ({ baseURL }) => {
  const url = new URL("/api/service.v1.get_facility_appointments", baseURL);
  const res = await new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: "TRACE" }, (r) => {
      let body = "";
      r.on("data", (c) => (body += c));
      r.on("end", () => resolve({ status: r.statusCode!, allow: r.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
  expect(res.status).toBe(405);
  expect(res.allow).toBe("POST");
  expect(JSON.parse(res.body)).toMatchObject({ code: "method_not_allowed" });
});

base("/docs/api renders under the policy without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/docs/api");
  // Swagger UI's bundle is large: on a busy machine it takes its time.
  await expect(
    page.getByRole("heading", { name: /Dockside Facility Appointment API/ }),
    violations.join("\n"),
  ).toBeVisible({ timeout: 60_000 });
  await page.getByText("/api/service.v1.request_facility_appointment", { exact: true }).click();
  await expect(page.getByText("Request body").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("booking works under the policy without a violation", async ({ page, carrier }) => {
  void carrier;
  const violations = await watchViolations(page);
  await page.goto("/book");
  const booking = new BookingPage(page);
  await booking.chooseFacility("Chicago Cross-Dock");
  await booking.chooseType("Inbound");
  await booking.chooseLoadType("Dry goods (60 min)");
  await booking.chooseSlot({ day: 1, slot: 3 });
  await booking.fillDetails({ phone: "+1 (312) 555-0199", references: ["PO-CSP-1"], quantity: "10" });
  await booking.submit();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}/);
  expect(violations).toEqual([]);
});

base("the staff calendar works under the policy without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page);
  const chicago = await facilityId(page.request, "Chicago Cross-Dock");
  const today = DateTime.now().setZone("America/Chicago");
  const listed = await page.request.post("/api/service.v1.get_facility_appointments", {
    data: { facility_id: chicago, start: today.toISODate(), end: today.plus({ days: 6 }).toISODate() },
  });
  const [first] = (await listed.json()) as { confirmation_code: string; scheduled_start_time: string }[];
  const calendar = new CalendarPage(page);
  const day = DateTime.fromISO(first.scheduled_start_time, { zone: "America/Chicago" }).toISODate()!;
  await calendar.goto({ facility: chicago, date: day });
  await calendar.open(first.confirmation_code);
  await calendar.view("Week");
  await expect(page.getByRole("region", { name: /Week of/ })).toBeVisible();
  await calendar.view("List");
  await expect(calendar.row(first.confirmation_code)).toBeVisible();
  expect(violations).toEqual([]);
});

test("a server action posted from another site is refused with 403, not a server error", async ({
  request,
}) => {
  for (const origin of ["https://evil.example", "null"]) {
    const res = await request.post("/a", {
      headers: { "Next-Action": "0".repeat(40), Origin: origin, "Content-Type": "text/plain;charset=UTF-8" },
      data: "[]",
    });
    expect(res.status(), origin).toBe(403);
    expect((await res.json()).code).toBe("permission_denied");
  }
});
