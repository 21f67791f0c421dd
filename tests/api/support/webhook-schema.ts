// Holds a received webhook body to the payload schema the OpenAPI document
// publishes under `webhooks` for its event type.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";

const doc = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: "https://dockside.invalid/openapi.json", components: doc.components });

export function expectDocumentedPayload(body: string) {
  const payload = JSON.parse(body) as { type: string };
  const hook = (
    doc.webhooks as Record<
      string,
      { post: { requestBody: { content: Record<string, { schema: { $ref: string } }> } } }
    >
  )[payload.type];
  expect(hook, payload.type).toBeDefined();
  const validate = ajv.getSchema(
    `https://dockside.invalid/openapi.json${hook.post.requestBody.content["application/json"].schema.$ref}`,
  )!;
  validate(payload);
  expect(validate.errors ?? [], payload.type).toEqual([]);
}
