// The example hook server of the docs (docs/examples/reference-hook.mjs), run
// for real against bookings: it verifies Dockside's signature and knows its POs.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, call, carrierToken, expectError, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";

process.env.NEXTAUTH_SECRET ??= "reference-test-secret-0123456789abcdef";
const options: { secret: string; openPos: Set<string> } = { secret: "", openPos: new Set(["PO-1001"]) };
let server: Server;
let url: string;
beforeAll(async () => {
  // Plain JavaScript, as an integrator would copy it: loaded as it is, without types.
  const example = new URL("../../docs/examples/reference-hook.mjs", import.meta.url).href;
  const { referenceHook } = (await import(/* @vite-ignore */ example)) as {
    referenceHook: (o: typeof options) => Server;
  };
  server = referenceHook(options);
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/validate`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the docs' example hook", () => {
  it("accepts an open PO, refuses another with its message, and refuses what Dockside did not sign", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const set = await op(
      "update_facility_settings",
      { facility_id: f.id, reference_check: { mode: "webhook", url } },
      token,
    );
    options.secret = set.json.reference_check.secret;
    const carrier = await carrierToken();
    const book = (ref: string, hour: string) =>
      call(
        "request",
        bookingBody(f.id, localTime(f.timezone, hour), 60, { order_info: [{ reference_id: ref }] }),
        { token: carrier.token },
      );
    expect((await book("PO-1001", "09:00")).status).toBe(200);
    const refused = await book("PO-4040", "10:00");
    expectError(refused, 409, "conflict", { reason: "reference_rejected" });
    expect(refused.json.message).toBe(
      "PO-4040 is not an open PO in our WMS; check the number or call receiving",
    );
    // Another secret: the example answers 401, which Dockside takes as the hook being unavailable.
    options.secret = "whsec_" + Buffer.from("not the facility's secret").toString("base64");
    expectError(await book("PO-1001", "11:00"), 503, "unavailable", {
      reason: "reference_check_unavailable",
    });
  });
});
