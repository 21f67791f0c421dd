import { readdirSync } from "node:fs";
import path from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Spectral } from "@stoplight/spectral-core";
import { oas } from "@stoplight/spectral-rulesets";
import { describe, expect, it } from "vitest";
import { publicUrl } from "../core/public-url";
import { openApiDocument } from "./openapi";
import { operationNames } from "./operations";
import { WEBHOOK_EVENT_TYPES } from "../webhooks/schema";
import { EVENTS_PATH } from "./openapi-events";

const doc = openApiDocument();
/** The JSON operations' paths (all but the event stream's). */
const operationPaths = () => Object.fromEntries(Object.entries(doc.paths).filter(([p]) => p !== EVENTS_PATH));
const ROUTES = path.resolve(import.meta.dirname, "../../app/api");

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules without an error, and names the public URL as its server", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "openapi.json",
      config,
    });
    const errors = problems.filter((p) => p.severity === "error");
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    expect(doc.servers).toEqual([{ url: new URL(publicUrl()).origin, description: "This Dockside" }]);
    // Redocly's first run loads its rules, which takes seconds on a busy machine: a bound for a hang.
  }, 60_000);

  // Spectral's rules take seconds over the whole document on a busy machine.
  it("passes Spectral's spectral:oas rules without an error", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, "recommended"]] });
    const results = await spectral.run(JSON.stringify(doc, null, 1));
    const errors = results.filter((r) => r.severity === 0);
    expect(errors.map((r) => `${r.code}: ${r.message} at ${r.path.join(".")}`)).toEqual([]);
  }, 60_000);

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes exactly the registry's operations, and no route serves an operation outside it", () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [...operationNames.map((n) => `/api/service.v1.${n}`), EVENTS_PATH].sort(),
    );
    // One route serves the registry; a route of its own would bypass it (the MCP server calls the registry's
    // operations through the same wrapper). Any file named route.* counts, whatever its extension, so that no
    // route hides from this list.
    const routes = readdirSync(ROUTES, { recursive: true, encoding: "utf8" }).filter((f) =>
      /(^|\/)route\.[^/]+$/.test(f),
    );
    expect(routes.sort()).toEqual([
      "[operation]/route.ts",
      "auth/[...nextauth]/route.ts",
      "events/route.ts",
      "mcp/route.ts",
      "openapi.json/route.ts",
      // An SMS gateway's signed receipts and replies: a webhook into Dockside, not an operation.
      "sms/inbound/route.ts",
    ]);
  });

  it("marks the service document's two operations as such and every other one as an extension", () => {
    const seed = Object.values(operationPaths()).filter(
      (p) => !(p as { post: { "x-extension": boolean } }).post["x-extension"],
    );
    expect(seed.map((p) => (p as { post: { operationId: string } }).post.operationId).sort()).toEqual([
      "get_facility_appointments",
      "request_facility_appointment",
    ]);
  });

  it("gives every operation its schemas, bearer auth, and the contract's errors with one error schema", () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    for (const [p, item] of Object.entries(operationPaths())) {
      const post = (
        item as {
          post: {
            security?: unknown[];
            responses: Record<string, { content: { "application/json": { schema: { $ref: string } } } }>;
          };
        }
      ).post;
      // Public operations (security: []) take no credentials, so they never answer 401.
      const publicOp = Array.isArray(post.security) && post.security.length === 0;
      for (const status of ["200", "400", "401", "405", "413", "415", "429", "500", "503"]) {
        if (status === "401" && publicOp) expect(post.responses[status], `${p} ${status}`).toBeUndefined();
        else expect(post.responses[status], `${p} ${status}`).toBeDefined();
      }
      for (const [status, r] of Object.entries(post.responses)) {
        const ref = r.content["application/json"].schema.$ref;
        if (status !== "200") expect(ref, `${p} ${status}`).toBe("#/components/schemas/Error");
        expect(doc.components.schemas[ref.split("/").pop()!], ref).toBeDefined();
      }
    }
    // Booking answers 409s and takes an Idempotency-Key.
    const request = (
      doc.paths["/api/service.v1.request_facility_appointment"] as {
        post: { responses: object; parameters: { $ref: string }[] };
      }
    ).post;
    expect(Object.keys(request.responses)).toContain("409");
    expect(request.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
  });

  it("documents the request fields as clients send them: required fields required, optional ones optional", () => {
    const body = doc.components.schemas.RequestFacilityAppointmentRequest as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect([...body.required].sort()).toEqual([
      "carrier",
      "carrier_phone",
      "facility_id",
      "order_info",
      "quantity",
      "scheduled_end_time",
      "scheduled_start_time",
      "type",
      "units",
    ]);
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["carrier_emails", "order_info", "load_type_ids"]),
    );
  });

  it("describes each webhook event under webhooks: the signature headers and a payload holding the FacilityAppointment", () => {
    const hooks = doc.webhooks as Record<
      string,
      { post: { parameters: { name: string }[]; requestBody: object } }
    >;
    expect(Object.keys(hooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, "appointment.validate"].sort());
    for (const hook of Object.values(hooks))
      expect(hook.post.parameters.map((p) => p.name)).toEqual([
        "webhook-id",
        "webhook-timestamp",
        "webhook-signature",
      ]);
    const created = doc.components.schemas.WebhookEventAppointmentCreated as unknown as {
      properties: { data: { properties: Record<string, unknown> } };
    };
    expect(created.properties.data.properties.appointment).toEqual({
      $ref: "#/components/schemas/FacilityAppointment",
    });
    // The reference check's hook (issue 24): its request holds the booking as it would be stored.
    const validate = doc.components.schemas.ReferenceValidationRequest as unknown as {
      properties: { data: { properties: Record<string, { $ref?: string }> } };
    };
    expect(validate.properties.data.properties.appointment.$ref ?? "").toMatch(/FacilityAppointment/);
  });
});
