// The API reference: public, rendered from /api/openapi.json in the browser,
// every operation listed, the seed ones apart from the extensions, under a
// short summary of the conventions they share.
import { test, expect } from "./test";
import { expectAccessible, screenshots } from "./support";

test("the API reference lists every operation of the published document, without signing in", async ({
  page,
  request,
}) => {
  const doc = await (await request.get("/api/openapi.json")).json();
  const operations = Object.values(doc.paths as Record<string, { post?: { operationId: string } }>).map(
    (p) => p.post?.operationId,
  );
  expect(operations).toEqual(
    expect.arrayContaining([
      "request_facility_appointment",
      "get_facility_appointments",
      "get_facility_availability",
    ]),
  );

  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Dockside Facility Appointment API/ })).toBeVisible();
  for (const path of Object.keys(doc.paths))
    await expect(page.getByText(path, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Facility appointments" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Extensions/ })).toBeVisible();

  // What holds for every operation, which the generated reference does not say, and where the full guide is.
  const conventions = page.getByRole("region", { name: "Conventions of every operation" });
  for (const term of ["Who may call", "Errors", "Time", "Retries", "Requests"])
    await expect(conventions.getByRole("term").filter({ hasText: term })).toBeVisible();
  await expect(
    conventions.getByText('{ "code", "message", "details": [{ "field", "reason", "message" }] }'),
  ).toBeVisible();
  await expect(conventions.getByText("docs/api.md", { exact: true })).toBeVisible();

  // An operation opens to its request body and its responses, errors included.
  await page.getByText("/api/service.v1.request_facility_appointment", { exact: true }).click();
  const op = page.locator("#operations-Facility_appointments-request_facility_appointment");
  await expect(op.getByText("Idempotency-Key").first()).toBeVisible();
  await expect(op.getByText("no_capacity", { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "api-reference");
});
