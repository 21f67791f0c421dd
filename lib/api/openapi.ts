// The OpenAPI 3.1 document, generated from the operations' own zod schemas
// (the registry in ./operations), so it cannot drift from what the routes accept
// and answer. Built once per process: it depends on nothing but the code.
import { publicUrl } from "../core/public-url";
import { z } from "zod";
import { ERROR_CODES } from "../core/errors";
import { refusalValues } from "../core/refusal-values";
import { MAX_BODY_BYTES, OPERATION_PREFIX } from "./handler";
import type { AnyOperation } from "./operations/define";
import { OPERATIONS, operationNames } from "./operations";
import { referenceHookSection, webhookPayloadSchemas, webhooksSection } from "./openapi-webhooks";
import { EVENTS_PATH, eventsPath } from "./openapi-events";
import { validationAnswer, validationRequest } from "../references/schema";

const SCHEMAS = "#/components/schemas/";

const errorBody = z.object({
  code: z.enum(ERROR_CODES).meta({ description: "Stable; switch on it." }),
  message: z.string().meta({ description: "For people; wording may change." }),
  details: z
    .array(
      z.object({
        field: z.string().optional().meta({
          description: "Path of the offending field in the request body, e.g. order_info[0].reference_id.",
        }),
        reason: z.string().meta({
          description:
            "Stable, machine-readable: required, invalid_format, outside_open_hours, no_capacity, ...",
        }),
        message: z.string(),
        ...refusalValues.shape,
      }),
    )
    .optional(),
});

// zod spells formats out as regular expressions too; `format` alone reads better and validates the same.
// Also the MCP server's (lib/mcp), whose tools take the same schemas.
// zod spells formats out as regular expressions too; `format` alone reads better and validates the same.
// A tuple (the [before, after] pairs of the histories) is an array of exactly its length whose items are any
// of its members: zod writes `prefixItems` with `items: false`, which Spectral's and Prism's validators of
// OpenAPI 3.1 do not read. The wire format is the same. The MCP server's tool schemas use it too.
export const jsonSchemaOverride = (ctx: { jsonSchema: object }) => {
  const jsonSchema = ctx.jsonSchema as JsonSchema;
  if (jsonSchema.format && jsonSchema.pattern) delete jsonSchema.pattern;
  const members = jsonSchema.prefixItems;
  if (members) {
    const kinds = members.filter(
      (m, i) => members.findIndex((n) => JSON.stringify(n) === JSON.stringify(m)) === i,
    );
    delete jsonSchema.prefixItems;
    jsonSchema.items = kinds.length === 1 ? kinds[0] : { anyOf: kinds };
    jsonSchema.minItems = jsonSchema.maxItems = members.length;
  }
};

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** Each schema once under components/schemas, named by its first use; operations sharing a schema share the name. */
type JsonSchema = {
  format?: string;
  pattern?: string;
  prefixItems?: JsonSchema[];
  items?: JsonSchema | boolean;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
};

function componentSchemas() {
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  const add = (registry: typeof inputs, schema: z.ZodType, id: string) => {
    if (!registry.has(schema)) registry.add(schema, { id });
    return registry.get(schema)!.id;
  };
  // Shared record shapes first, so every operation refers to them by name.
  add(outputs, OPERATIONS.request_facility_appointment.output, "FacilityAppointment");
  add(outputs, errorBody, "Error");
  for (const [, name, schema] of webhookPayloadSchemas()) add(outputs, schema, name);
  add(outputs, validationRequest, "ReferenceValidationRequest");
  add(outputs, validationAnswer, "ReferenceValidationAnswer");
  const refs = new Map<string, { input: string; output: string }>();
  for (const name of operationNames) {
    const op = OPERATIONS[name];
    refs.set(name, {
      input: add(inputs, op.input, `${pascal(name)}Request`),
      output: add(outputs, op.output, `${pascal(name)}Response`),
    });
  }
  const uri = (id: string) => `${SCHEMAS}${id}`;
  // What a client sends is the schema's input side (before defaults and
  // transforms); what it receives, the output side.
  const converted = {
    ...z.toJSONSchema(inputs, { io: "input", uri, unrepresentable: "any", override: jsonSchemaOverride })
      .schemas,
    ...z.toJSONSchema(outputs, { io: "output", uri, unrepresentable: "any", override: jsonSchemaOverride })
      .schemas,
  };
  if ("__shared" in converted)
    throw new Error("a schema outside the registry is reused in a way that needs $defs; register it");
  // Each is a component of this document, not a document of its own.
  for (const s of Object.values(converted)) {
    delete (s as Record<string, unknown>).$schema;
    delete (s as Record<string, unknown>).$id;
  }
  return { schemas: converted, refs };
}

const json = (ref: string) => ({ "application/json": { schema: { $ref: ref } } });

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid request: not JSON, not an object, or a field missing, malformed or breaking a rule. `details` names each field.",
  401: "No bearer token, or an unknown, revoked or expired one.",
  403: "The token is valid but may not act on this facility or appointment.",
  404: "The facility or appointment does not exist.",
  405: "Not POST.",
  409: "The time cannot be booked (details[0].reason, in the order checked: outside_open_hours, facility_closed, too_soon, too_far_ahead, too_short_for_load with needed_minutes, cap_reached with cap_id, no_capacity), the status does not allow the change (invalid_transition), or an Idempotency-Key was reused with a different body.",
  413: `The body is over ${MAX_BODY_BYTES} bytes.`,
  415: "The body is not Content-Type: application/json.",
  429: "Too many requests for this token; wait Retry-After seconds.",
  500: "A bug; the message is generic. Quote the X-Request-Id.",
  503: "The database is unreachable, busy past its timeout or failing its storage; retry after Retry-After seconds.",
};

const COMMON_REFUSALS = [400, 401, 405, 413, 415, 429, 500, 503];

function errorResponse(status: number) {
  const headers: Record<string, unknown> = { "X-Request-Id": { $ref: "#/components/headers/RequestId" } };
  if (status === 401) headers["WWW-Authenticate"] = { description: "Bearer", schema: { type: "string" } };
  if (status === 429 || status === 503) headers["Retry-After"] = { $ref: "#/components/headers/RetryAfter" };
  return { description: ERROR_TEXT[status], headers, content: json(`${SCHEMAS}Error`) };
}

function build() {
  const { schemas, refs } = componentSchemas();
  const paths: Record<string, unknown> = {};
  for (const name of operationNames) {
    const op: AnyOperation = OPERATIONS[name];
    const ref = refs.get(name)!;
    const extension = op.extension ?? true;
    // Public operations take no token: no 401, and no security requirement.
    const common = op.public ? COMMON_REFUSALS.filter((s) => s !== 401) : COMMON_REFUSALS;
    const statuses = [...common, ...op.refusals].sort((a, b) => a - b);
    paths[`${OPERATION_PREFIX}${name}`] = {
      post: {
        operationId: name,
        summary: op.summary,
        description: z.globalRegistry.get(op.input)?.description,
        tags: [op.public ? "Public links" : extension ? "Extensions" : "Facility appointments"],
        "x-extension": extension,
        ...(op.public ? { security: [] } : {}),
        parameters: [
          { $ref: "#/components/parameters/RequestId" },
          ...(op.idempotent ? [{ $ref: "#/components/parameters/IdempotencyKey" }] : []),
        ],
        requestBody: { required: true, content: json(`${SCHEMAS}${ref.input}`) },
        responses: {
          200: {
            description: "OK",
            headers: { "X-Request-Id": { $ref: "#/components/headers/RequestId" } },
            content: json(`${SCHEMAS}${ref.output}`),
          },
          ...Object.fromEntries(statuses.map((s) => [s, errorResponse(s)])),
        },
      },
    };
  }
  paths[EVENTS_PATH] = eventsPath(errorResponse);
  return {
    openapi: "3.1.1",
    info: {
      title: "Dockside Facility Appointment API",
      version: "1.0.0",
      description: [
        "Book and sync warehouse dock appointments. Every operation is `POST /api/service.v1.<operation>` with a JSON body;",
        "times are RFC 3339 and answered in UTC. The two operations of the Facility Appointment service are tagged",
        "*Facility appointments*; everything tagged *Extensions* (and marked `x-extension: true`) is Dockside's own, in the same style.",
      ].join(" "),
      license: { name: "MIT", identifier: "MIT" },
    },
    // Where this document's operations are served: the public URL (NEXTAUTH_URL), as people reach it.
    servers: [{ url: new URL(publicUrl()).origin, description: "This Dockside" }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: "Facility appointments", description: "The service document's two operations." },
      {
        name: "Extensions",
        description: "Dockside's operations beyond the service document, same conventions.",
      },
      { name: "Webhooks", description: "What Dockside posts to your endpoints (extension)." },
      {
        name: "Public links",
        description:
          "Extensions anyone may call without a token: a facility's public booking link (/f/<slug>) and an appointment's manage link (/a/<token>, whose token goes in the body). Limited per client address; 429 with Retry-After beyond that.",
      },
    ],
    paths,
    webhooks: {
      ...webhooksSection((name) => `${SCHEMAS}${name}`),
      ...referenceHookSection(`${SCHEMAS}ReferenceValidationRequest`, `${SCHEMAS}ReferenceValidationAnswer`),
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "An API token (fa_live_...) made on the API tokens page or with `npm run -s admin -- token create`. Staff tokens act on their facilities; carrier tokens on their company's appointments.",
        },
      },
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "1 to 200 characters of your choosing, e.g. your load id. A retry with the same key and body answers the first response again; the same key with a different body is a 409.",
          schema: { type: "string", minLength: 1, maxLength: 200 },
        },
        RequestId: {
          name: "X-Request-Id",
          in: "header",
          required: false,
          description:
            "Your own id for the request (letters, digits, . _ : -; up to 128), echoed back and logged; one is made when absent.",
          schema: { type: "string", pattern: "^[A-Za-z0-9._:-]{1,128}$" },
        },
      },
      headers: {
        RequestId: { description: "The request's id, as logged by the server.", schema: { type: "string" } },
        RetryAfter: {
          description: "Seconds to wait before retrying.",
          schema: { type: "integer", minimum: 1 },
        },
      },
      schemas,
    },
  };
}

let cached: ReturnType<typeof build> | undefined;

export function openApiDocument() {
  cached ??= build();
  return cached;
}
