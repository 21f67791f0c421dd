// The Model Context Protocol server at /api/mcp (Streamable HTTP, stateless:
// one JSON answer per POST, no session). Its tools are the registry's
// operations the caller may use, named, described and typed from the same zod
// schemas as the OpenAPI document; each call goes through the API's own
// authentication, rate limit, validation and error mapping, and a refusal is a
// tool result with isError holding the API's error JSON.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { Caller } from "../core/caller";
import { DomainError } from "../core/errors";
import { RawJson } from "../core/raw-json";
import { apiSecurityHeaders } from "../http/security-headers";
import { IdempotentReplay } from "../idempotency/service";
import {
  authenticateLimited,
  errorResponse,
  readBody,
  requestIdOf,
  runOperation,
  serveRequest,
  type Served,
} from "../api/handler";
import { jsonSchemaOverride } from "../api/openapi";
import { OPERATIONS, operationNames, type OperationName } from "../api/operations";
import type { AnyOperation } from "../api/operations/define";

export const MCP_PATH = "/api/mcp";

const byToken = (caller: Caller) => caller.actor.startsWith("token:");

/** The operations a caller is offered as tools: those its role may call (the registry's `callers`). */
export function toolNamesFor(caller: Caller): OperationName[] {
  return operationNames.filter((name) => {
    const op: AnyOperation = OPERATIONS[name];
    if (op.public || caller.role === "public" || !op.callers?.includes(caller.role)) return false;
    return !(op.byToken === false && byToken(caller));
  });
}

const tools = new Map<OperationName, Tool>();

/** One operation as a tool: what a client sends is the input schema's input side, as in the OpenAPI document. */
export function toolOf(name: OperationName): Tool {
  let tool = tools.get(name);
  if (!tool) {
    const op: AnyOperation = OPERATIONS[name];
    const schema = z.toJSONSchema(op.input, {
      io: "input",
      unrepresentable: "any",
      override: jsonSchemaOverride,
    }) as Record<string, unknown>;
    delete schema.$schema;
    const about = z.globalRegistry.get(op.input)?.description;
    tool = {
      name,
      title: op.summary,
      description: about ? `${op.summary}. ${about}` : op.summary,
      inputSchema: schema as Tool["inputSchema"],
    };
    tools.set(name, tool);
  }
  return tool;
}

const text = (body: string, isError = false): CallToolResult => ({
  content: [{ type: "text", text: body }],
  ...(isError ? { isError: true } : {}),
});

async function callTool(
  caller: Caller,
  req: Request,
  requestId: string,
  seen: Served,
  name: string,
  args: unknown,
): Promise<CallToolResult> {
  const allowed = toolNamesFor(caller) as string[];
  // In metrics and spans, a tool call is its operation's call over MCP.
  seen.operation = allowed.includes(name) ? `mcp.${name}` : "mcp.unknown";
  try {
    if (!allowed.includes(name))
      throw new DomainError("not_found", `there is no tool ${name} for this caller; see tools/list`, [
        { reason: "unknown_tool", message: "is not one of this caller's tools" },
      ]);
    const result = await runOperation(
      OPERATIONS[name as OperationName],
      caller,
      args ?? {},
      req,
      requestId,
      seen,
    );
    return text(result instanceof RawJson ? result.text : JSON.stringify(result));
  } catch (e) {
    if (e instanceof IdempotentReplay) return text(JSON.stringify(e.body));
    const refused = errorResponse(e, requestId, {
      method: "POST",
      path: MCP_PATH,
      tool: name,
      actor: caller.actor,
    });
    // Answered 200 with isError, as MCP wants; counted as the refusal it is.
    seen.status = refused.status;
    return text(await refused.text(), true);
  }
}

function serverFor(caller: Caller, req: Request, requestId: string, seen: Served): Server {
  const server = new Server(
    { name: "dockside", title: "Dockside dock appointments", version: "1.0.0" },
    {
      capabilities: { tools: {} },
      instructions:
        "Book and manage warehouse dock appointments. Find a facility (search_facilities), its open times (get_facility_availability), then book one (request_facility_appointment). Times are RFC 3339; a refusal is a tool result with isError whose JSON has code, message and details[].reason.",
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolNamesFor(caller).map(toolOf) }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(caller, req, requestId, seen, request.params.name, request.params.arguments),
  );
  return server;
}

const withHeaders = (res: Response, requestId: string) => {
  const headers = new Headers(res.headers);
  headers.set("X-Request-Id", requestId);
  headers.set("Cache-Control", "no-store");
  for (const [k, v] of Object.entries(apiSecurityHeaders())) headers.set(k, v);
  return new Response(res.body, { status: res.status, headers });
};

/** POST /api/mcp: one JSON-RPC message (or a batch of one) from an MCP client, answered as JSON. */
export async function handleMcp(req: Request): Promise<Response> {
  return serveRequest(
    req,
    MCP_PATH,
    async (requestId, seen) => {
      seen.operation = "mcp";
      const caller = await authenticateLimited(req);
      seen.actor = caller.actor;
      const body = await readBody(req);
      // One message per request, so that the rate limit counts each call.
      if (Array.isArray(body) && body.length > 1)
        throw new DomainError("invalid_argument", "send one JSON-RPC message per request", [
          { reason: "batch_not_supported", message: "must be one JSON-RPC message, not a batch" },
        ]);
      const server = serverFor(caller, req, requestId, seen);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        const answered = await transport.handleRequest(req, { parsedBody: body });
        // The answer is complete (JSON, not a stream): read it before the server closes.
        const json = await answered.text();
        return withHeaders(
          new Response(json, { status: answered.status, headers: answered.headers }),
          requestId,
        );
      } finally {
        await server.close();
      }
    },
    (e, requestId, seen) =>
      withHeaders(
        errorResponse(e, requestId, { method: "POST", path: MCP_PATH, actor: seen.actor }),
        requestId,
      ),
  );
}

/** GET (a server-sent stream) and DELETE (ending a session) mean nothing to a stateless server. */
export function mcpNotAllowed(req: Request): Response {
  const requestId = requestIdOf(req);
  return withHeaders(
    Response.json(
      { code: "method_not_allowed", message: `${req.method} is not allowed here; use POST` },
      { status: 405, headers: { Allow: "POST" } },
    ),
    requestId,
  );
}
