// POST /api/sms/inbound: an HTTP SMS gateway's receipts and drivers' replies (lib/sms/inbound-http.ts).
import { db } from "@/lib/db";
import { inboundSms } from "@/lib/sms/inbound-http";

export const POST = (request: Request) => inboundSms(db, request);
export const dynamic = "force-dynamic";
