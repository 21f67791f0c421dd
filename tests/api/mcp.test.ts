// The MCP server at /api/mcp, spoken to by the SDK's own client over a real
// HTTP connection: the tools a token is offered by its role, a slot found,
// booked and moved through them, and refusals as tool results in the API's
// error shape.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, describe, expect, it } from "vitest";
import * as route from "@/app/api/mcp/route";
import { operationNamed, operationNames } from "@/lib/api/operations";
import { availabilityBody, carrierToken, localTime, makeFacility, staffToken } from "./helpers";
import { routeServer } from "./support/route-server";

const server = routeServer({ "/api/mcp": route });
const clients: Client[] = [];

async function connect(token: string) {
  const client = new Client({ name: "dockside-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(server.url("/api/mcp"), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  clients.push(client);
  return client;
}

afterAll(() => Promise.all(clients.map((c) => c.close())));

const result = async (client: Client, name: string, args: Record<string, unknown>) => {
  const res = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [first] = res.content;
  expect(first.type).toBe("text");
  return { isError: res.isError ?? false, json: JSON.parse((first as { text: string }).text) };
};

const load = { carrier: "Agent Freight", carrier_phone: "+1 312 555 0100", quantity: 20, units: "Pallets" };

describe("MCP server", () => {
  it("offers a carrier's token and a staff token the operations of their role, typed from the schemas", async () => {
    const f = await makeFacility();
    const carrier = await connect((await carrierToken()).token);
    const staff = await connect(await staffToken([f.id]));
    const carrierTools = (await carrier.listTools()).tools;
    const staffTools = (await staff.listTools()).tools;
    const names = (tools: typeof carrierTools) => tools.map((t) => t.name).sort();

    expect(names(carrierTools)).toContain("request_facility_appointment");
    expect(names(carrierTools)).not.toContain("create_work_in");
    expect(names(staffTools)).toContain("create_work_in");
    expect(names(staffTools)).not.toContain("create_company_invitation");
    // Neither sees an admin's operations, the public links' or what only a signed-in person may do.
    for (const tools of [carrierTools, staffTools]) {
      for (const name of ["create_user", "get_public_facility", "create_api_token"])
        expect(names(tools)).not.toContain(name);
      for (const tool of tools) expect(operationNames).toContain(tool.name);
    }
    // Exactly the registry's declaration, nothing kept by hand.
    const declared = (role: "staff" | "carrier") =>
      operationNames
        .filter((n) => {
          const op = operationNamed(n)!;
          return !op.public && op.callers?.includes(role) && op.byToken !== false;
        })
        .sort();
    expect(names(carrierTools)).toEqual(declared("carrier"));
    expect(names(staffTools)).toEqual(declared("staff"));

    const booking = staffTools.find((t) => t.name === "request_facility_appointment")!;
    expect(booking.inputSchema).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["facility_id", "scheduled_start_time", "type"]),
    });
    expect(booking.inputSchema.properties).toHaveProperty("order_info");
    expect(booking.description).toMatch(/^Request an appointment/);
  });

  it("finds a slot, books it and moves it, through the tools", async () => {
    const f = await makeFacility({ docks: 1 });
    const carrier = await connect((await carrierToken()).token);
    const day = localTime(f.timezone, "00:00", 3);

    const open = await result(carrier, "get_facility_availability", availabilityBody(f.id, day));
    expect(open.isError, JSON.stringify(open.json)).toBe(false);
    const [slot, later] = [open.json.slots[10], open.json.slots[20]];
    expect(slot).toMatchObject({ start_time: expect.any(String), end_time: expect.any(String) });

    const booked = await result(carrier, "request_facility_appointment", {
      facility_id: f.id,
      scheduled_start_time: slot.start_time,
      scheduled_end_time: slot.end_time,
      type: "Inbound",
      ...load,
      order_info: [{ reference_id: "PO-MCP-1" }],
    });
    expect(booked.isError, JSON.stringify(booked.json)).toBe(false);
    expect(booked.json).toMatchObject({ status: "Scheduled", facility: f.id });
    expect(new Date(booked.json.scheduled_start_time).getTime()).toBe(new Date(slot.start_time).getTime());

    const moved = await result(carrier, "reschedule_facility_appointment", {
      id: booked.json.id,
      scheduled_start_time: later.start_time,
      scheduled_end_time: later.end_time,
    });
    expect(moved.isError, JSON.stringify(moved.json)).toBe(false);
    expect(moved.json).toMatchObject({
      id: booked.json.id,
      confirmation_code: booked.json.confirmation_code,
    });
    expect(new Date(moved.json.scheduled_start_time).getTime()).toBe(new Date(later.start_time).getTime());

    // The one dock is taken at the new time: the API's 409, as a tool result.
    const taken = await result(carrier, "request_facility_appointment", {
      facility_id: f.id,
      scheduled_start_time: later.start_time,
      scheduled_end_time: later.end_time,
      type: "Inbound",
      ...load,
      order_info: [{ reference_id: "PO-MCP-2" }],
    });
    expect(taken).toMatchObject({
      isError: true,
      json: { code: "conflict", message: expect.any(String), details: [{ reason: "no_capacity" }] },
    });
  });

  it("refuses bad arguments, other callers' facilities and tools of another role as the API does", async () => {
    const f = await makeFacility();
    const other = await makeFacility();
    const staff = await connect(await staffToken([f.id]));
    const day = localTime(f.timezone, "00:00", 3);

    const bad = await result(staff, "get_facility_availability", {
      ...availabilityBody(f.id, day),
      type: "Sideways",
    });
    expect(bad).toMatchObject({
      isError: true,
      json: { code: "invalid_argument", details: [{ field: "type", reason: expect.any(String) }] },
    });
    const elsewhere = await result(staff, "get_facility_availability", availabilityBody(other.id, day));
    expect(elsewhere).toMatchObject({ isError: true, json: { code: "permission_denied" } });
    const notMine = await result(staff, "create_user", { email: "x@example.com" });
    expect(notMine).toMatchObject({
      isError: true,
      json: { code: "not_found", details: [{ reason: "unknown_tool" }] },
    });
  });

  it("answers without a valid token as the API does: 401 in its error shape", async () => {
    const res = await fetch(server.url("/api/mcp"), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        authorization: "Bearer fa_live_nope",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await res.json()).toMatchObject({ code: "unauthenticated", message: expect.any(String) });
    const get = await fetch(server.url("/api/mcp"));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
