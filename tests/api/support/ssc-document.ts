// The SSC's own OpenAPI document (v1.1/openapi.yaml of the standard's
// repository), which may not be copied into this repository: read from the
// file SSC_OPENAPI names, or from a git clone of the standard's repository in
// SSC_GIT_DIR. Without either the SSC tests cannot run: they are skipped with
// a note saying what to set (.ci/run sets SSC_OPENAPI where the CI machine has
// the document beside the clone).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { parse } from "yaml";

const WHERE =
  "set SSC_OPENAPI to the SSC's v1.1/openapi.yaml (github.com/freightapis/ssc), or SSC_GIT_DIR to a git clone of that repository";

/** The document's text, or null when neither SSC_OPENAPI nor SSC_GIT_DIR says where it is. */
export function sscDocumentText(): string | null {
  const file = process.env.SSC_OPENAPI;
  if (file) {
    if (!existsSync(file)) throw new Error(`SSC_OPENAPI names ${file}, which does not exist; ${WHERE}`);
    return readFileSync(file, "utf8");
  }
  const gitDir = process.env.SSC_GIT_DIR;
  if (gitDir)
    return execFileSync("git", ["--git-dir", gitDir, "show", "HEAD:v1.1/openapi.yaml"], { encoding: "utf8" });
  return null;
}

type Doc = {
  info: { version: string };
  webhooks: Record<string, { post: { requestBody: Body } }>;
  paths: Record<string, Record<string, { requestBody?: Body; responses: Record<string, Body> }>>;
  components: { schemas: Record<string, { items?: { oneOf?: unknown[]; anyOf?: unknown[] } }> };
};
type Body = { content?: { "application/json": { schema: unknown } } };

const KINDS: Record<string, string> = {
  "https://docs.freightapis.org/problemDetails/entityNotFound": "entityNotFoundError",
  "https://docs.freightapis.org/problemDetails/capabilityNotSupportedError": "capabilityNotSupportedError",
  "https://docs.freightapis.org/problemDetails/invalidArgumentError": "invalidArgumentError",
  "https://docs.freightapis.org/problemDetails/appointmentError": "appointmentError",
};

export function sscDocument() {
  const text = sscDocumentText();
  if (text === null) {
    console.log(`SSC tests skipped: ${WHERE}`);
    return null;
  }
  const doc = parse(text) as Doc;
  // The document's problem details are oneOf its four kinds and a generic problemDetail that every one of them
  // also matches (no property of the generic one is required or forbidden), so no answer carrying one of the
  // standard's own kinds could pass oneOf. Held here to anyOf, and each detail of a named kind to that kind's
  // schema alone (below).
  const items = doc.components.schemas.problemDetails.items!;
  items.anyOf = items.oneOf;
  delete items.oneOf;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const base = "https://ssc.invalid/openapi.json";
  ajv.addSchema({ $id: base, components: doc.components });
  const cache = new Map<string, ReturnType<typeof ajv.compile>>();
  const component = (name: string) => ajv.getSchema(`${base}#/components/schemas/${name}`)!;
  const inline = (key: string, schema: unknown) => {
    if (!cache.has(key)) cache.set(key, ajv.compile(rebase(schema, base) as object));
    return cache.get(key)!;
  };
  const errorsOf = (validate: ReturnType<typeof ajv.compile>, body: unknown) =>
    validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  const problemErrors = (body: unknown) => {
    const details = (body as { problemDetails?: { title?: string }[] }).problemDetails ?? [];
    return details.flatMap((d, i) => {
      const kind = d.title !== undefined ? KINDS[d.title] : undefined;
      return kind ? errorsOf(component(kind), d).map((e) => `problemDetails/${i} (${kind})${e}`) : [];
    });
  };
  const operation = (path: string, method = "post") => {
    const op = doc.paths[path]?.[method];
    if (!op) throw new Error(`the SSC document has no ${method} ${path}`);
    return op;
  };
  return {
    version: doc.info.version,
    /** What is wrong with `body` as the document's `status` answer of `method path` (none: it holds). */
    answerErrors(path: string, status: number, body: unknown, method = "post"): string[] {
      const schema = operation(path, method).responses[String(status)]?.content?.["application/json"].schema;
      if (!schema) return [`the document has no ${status} JSON answer for ${method} ${path}`];
      return [...errorsOf(inline(`${method} ${path} ${status}`, schema), body), ...problemErrors(body)];
    },
    /** A FAILURE outside the document's answers (401, 429, a 400): the standard's failure object. */
    failureErrors(body: unknown): string[] {
      return [...errorsOf(component("responseInfoFailure"), body), ...problemErrors(body)];
    },
    /** What is wrong with `body` as the payload of the document's webhook event `name`. */
    eventErrors(name: string, body: unknown): string[] {
      const schema = doc.webhooks[name]?.post.requestBody.content?.["application/json"].schema;
      if (!schema) return [`the document has no webhook event ${name}`];
      return errorsOf(inline(`webhook ${name}`, schema), body);
    },
    /** What is wrong with `body` as the document's request body of `method path`. */
    requestErrors(path: string, body: unknown, method = "post"): string[] {
      const schema = operation(path, method).requestBody?.content?.["application/json"].schema;
      if (!schema) return [`the document has no request body for ${method} ${path}`];
      return errorsOf(inline(`${method} ${path} request`, schema), body);
    },
  };
}

/** An inline schema's local references ("#/components/...") pointed at the document registered under `base`. */
function rebase(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => rebase(s, base));
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `${base}${v}` : rebase(v, base),
    ]),
  );
}
