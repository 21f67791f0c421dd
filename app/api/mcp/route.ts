// The Model Context Protocol server (lib/mcp/server.ts): the registry's operations as an agent's tools.
import { handleMcp, mcpNotAllowed } from "@/lib/mcp/server";

export const POST = handleMcp;
export const GET = mcpNotAllowed,
  PUT = mcpNotAllowed,
  PATCH = mcpNotAllowed,
  DELETE = mcpNotAllowed,
  OPTIONS = mcpNotAllowed;
