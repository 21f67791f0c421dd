// A small reference validation hook for Dockside (docs/api.md, "Reference
// checks"): plain Node, no packages. It verifies the Standard Webhooks
// signature, then accepts a booking when every reference_id is an open PO.
//
//   DOCKSIDE_HOOK_SECRET=whsec_... PORT=8080 node docs/examples/reference-hook.mjs
//
// Put it behind https (Dockside only calls public https URLs) and set the
// facility's reference_check to {"mode": "webhook", "url": "https://.../validate"}.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

/** Your WMS's open purchase orders; a real hook would ask the WMS. */
const OPEN_POS = new Set(["PO-1001", "PO-1002", "PO-1003"]);
const TOLERANCE_SECONDS = 5 * 60;

/** Whether the three webhook-* headers sign `body` with `secret` (whsec_ + base64 key). */
export function verified(secret, headers, body, now = Date.now()) {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  // The header may carry several signatures ("v1,<base64> v1,<base64>") while a secret is being rotated.
  return signatures.split(" ").some((s) => {
    const [version, value] = s.split(",");
    const given = Buffer.from(value ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The answer for a verified validation request. */
export function decide(event, openPos = OPEN_POS) {
  const references = event.data.appointment.order_info.map((o) => o.reference_id);
  const unknown = references.filter((r) => !openPos.has(r));
  if (!unknown.length) return { valid: true };
  return {
    valid: false,
    message: `${unknown.join(", ")} is not an open PO in our WMS; check the number or call receiving`,
  };
}

/** The hook's server; `options.secret` is read at each request, so it may be set once the server listens. */
export function referenceHook(options) {
  return createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const answer = (status, value) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
      if (req.method !== "POST" || !verified(options.secret, req.headers, body))
        return answer(401, { error: "bad signature" });
      const event = JSON.parse(body);
      if (event.type !== "appointment.validate") return answer(200, { valid: true });
      answer(200, decide(event, options.openPos ?? OPEN_POS));
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const secret = process.env.DOCKSIDE_HOOK_SECRET;
  if (!secret) throw new Error("set DOCKSIDE_HOOK_SECRET to the whsec_ secret the settings answer showed");
  const port = Number(process.env.PORT || 8080);
  referenceHook({ secret }).listen(port, () => console.log(`reference hook on :${port}`));
}
