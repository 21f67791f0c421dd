// POST /api/sms/inbound: an HTTP gateway's receipts and drivers' texts, signed as Dockside signs its own
// webhooks (Standard Webhooks): headers webhook-id, webhook-timestamp (Unix seconds, within 5 minutes) and
// webhook-signature "v1,<base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`>", the key SMS_TOKEN's UTF-8 bytes.
// Bodies: {"type":"text","from","to","text"} or {"type":"receipt","id","status":"delivered"|"failed"}.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Db } from "../db";
import { smsToken } from "./config";
import { applyReceipt, handleDriverText } from "./incoming";
import { e164 } from "../core/phone";

const TOLERANCE_SECONDS = 300;
const MAX_BODY = 16 * 1024;

const inbound = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    from: z.string().min(3).max(40),
    to: z.string().max(40).default(""),
    text: z.string().max(1600),
  }),
  z.object({
    type: z.literal("receipt"),
    id: z.string().min(1).max(100),
    status: z.enum(["delivered", "failed"]),
  }),
]);

export function signInbound(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", Buffer.from(secret, "utf8")).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

function signatureHolds(secret: string, headers: Headers, body: string, now: Date): boolean {
  const id = headers.get("webhook-id") ?? "";
  const timestamp = Number(headers.get("webhook-timestamp"));
  if (!id || !Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
    return false;
  const expected = Buffer.from(signInbound(secret, id, timestamp, body));
  return (headers.get("webhook-signature") ?? "")
    .split(" ")
    .some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The answer to one inbound POST; 404 while SMS_TOKEN is unset (nothing could be verified). */
export async function inboundSms(db: Db, request: Request, now = new Date()): Promise<Response> {
  const secret = smsToken();
  if (!secret) return json(404, { code: "not_found", message: "inbound texts are off (no SMS_TOKEN)" });
  const body = await request.text();
  if (body.length > MAX_BODY) return json(413, { code: "payload_too_large", message: "at most 16 KiB" });
  if (!signatureHolds(secret, request.headers, body, now))
    return json(401, { code: "unauthenticated", message: "the webhook-signature does not match" });
  let parsed: z.infer<typeof inbound>;
  try {
    parsed = inbound.parse(JSON.parse(body));
  } catch {
    return json(400, {
      code: "invalid_argument",
      message: "expected {type:text,from,to,text} or {type:receipt,id,status}",
    });
  }
  if (parsed.type === "receipt") {
    await applyReceipt(db, parsed.id, parsed.status, now);
    return json(200, { ok: true });
  }
  // The gateway's numbers are international, with or without the +.
  const from = e164(parsed.from.startsWith("+") ? parsed.from : `+${parsed.from}`, "US") ?? parsed.from;
  const to = parsed.to
    ? (e164(parsed.to.startsWith("+") ? parsed.to : `+${parsed.to}`, "US") ?? parsed.to)
    : "";
  const outcome = await handleDriverText(db, { from, to, text: parsed.text }, now);
  return json(200, { ok: true, appointment_id: outcome.appointmentId, action: outcome.action });
}
