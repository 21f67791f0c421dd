// Holds real answers to the schemas the OpenAPI document publishes for them,
// and remembers which statuses of which operation were held.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";

export const doc = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: "https://dockside.invalid/openapi.json", components: doc.components });

export type Answer = { status: number; json: unknown };

type Post = {
  operationId: string;
  tags: string[];
  responses: Record<string, { content: { "application/json": { schema: { $ref: string } } } }>;
};

const postOf = (name: string) => (doc.paths[`/api/service.v1.${name}`] as { post: Post } | undefined)?.post;

/** The schema the document gives for this operation and status. */
function documented(name: string, status: number) {
  const response = postOf(name)?.responses[String(status)];
  expect(response, `${name} does not document ${status}`).toBeDefined();
  return ajv.getSchema(
    `https://dockside.invalid/openapi.json${response!.content["application/json"].schema.$ref}`,
  )!;
}

/** The operations of the document, with or without the public ones. */
export const documentedOps = (opts: { public: boolean }) =>
  Object.values(doc.paths)
    .map((p) => (p as { post?: Post }).post)
    // The event stream (GET /api/events) is not a JSON operation.
    .filter((p): p is Post => !!p)
    .filter((p) => p.tags.includes("Public links") === opts.public)
    .map((p) => p.operationId);

export function contractChecker() {
  const seen = new Map<string, Set<number>>();
  return {
    holds(name: string, answer: Answer, status: number) {
      expect(answer.status, JSON.stringify(answer.json)).toBe(status);
      const validate = documented(name, status);
      validate(answer.json);
      expect(
        validate.errors ?? [],
        `${name} ${status}: ${JSON.stringify(answer.json).slice(0, 400)}`,
      ).toEqual([]);
      seen.set(name, (seen.get(name) ?? new Set()).add(status));
    },
    /** Every one of `names` was held at least once on success and once on refusal. */
    expectAllSeen(names: string[]) {
      for (const name of names) {
        const statuses = [...(seen.get(name) ?? [])];
        expect(statuses, name).toContain(200);
        expect(
          statuses.some((s) => s >= 400),
          `${name} has no refusal checked`,
        ).toBe(true);
      }
    },
  };
}
