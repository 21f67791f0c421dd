// The world of the authorization matrix (../authorization-matrix.test.ts):
// facility F and carrier company C with things of theirs to aim at, and one
// caller of every kind, from outsiders (G, D, no or dead credentials, a token
// whose maker lost the rights) to F's staff and C's carriers.
import { expect } from "vitest";
import { ADMIN_CLI } from "@/lib/core/caller";
import { TOKEN_PREFIX } from "@/lib/tokens/service";
import { createGateLink } from "@/lib/gate/links";
import { bookingBody, carrierToken, db, localTime } from "../helpers";
import { op } from "../ops";
import { adminSession, userSession } from "./admin-session";
import { linkedFacility, newAddress, publicBody, pub, tokenOf } from "./public";
import { seedBodies } from "./seeds";

export const KINDS = [
  "anonymous",
  "wrong_token",
  "revoked_token",
  "deactivated_session",
  "gate_F",
  "gate_G",
  "staff_session_F",
  "staff_session_G",
  "staff_token_F",
  "staff_token_G",
  "carrier_session_C",
  "carrier_session_D",
  "carrier_token_C",
  "carrier_token_D",
  "admin_session",
  "demoted_token",
  "moved_token",
] as const;
export type Kind = (typeof KINDS)[number];
export type Credentials = { token?: string; headers?: Record<string, string> };

async function ok<T extends { status: number; json: unknown }>(r: Promise<T>): Promise<T> {
  const res = await r;
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res;
}

export async function matrixWorld() {
  const [f, g] = [await linkedFacility("instant", { docks: 4 }), await linkedFacility("instant")];
  const admin = await adminSession();
  const A = admin.headers;
  // Tokens are made by people, as in the app.
  const tokenBy = async (headers: Record<string, string>, body: Record<string, unknown>) =>
    (await ok(op("create_api_token", { name: "Matrix", ...body }, null, headers))).json;
  const staffF = await userSession({ role: "staff", facility_ids: [f.id] });
  const staffG = await userSession({ role: "staff", facility_ids: [g.id] });
  const [c, d] = [await carrierToken(), await carrierToken()];
  const carrierC = await userSession({ role: "carrier", carrier: c.company });
  const carrierD = await userSession({ role: "carrier", carrier: d.company });
  const staffTokenF = (await tokenBy(staffF.headers, { facility_ids: [f.id] })).token as string;
  const staffTokenG = (await tokenBy(staffG.headers, { facility_ids: [g.id] })).token as string;

  // Used once (so any cache holds it), then revoked.
  const revoked = await tokenBy(A, { facility_ids: [f.id] });
  await ok(op("get_facility_settings", { facility_id: f.id }, revoked.token));
  await ok(op("revoke_api_token", { id: revoked.id }, null, A));
  // Staff of F who made a token, then was demoted to a carrier; another moved to G.
  const demotee = await userSession({ role: "staff", facility_ids: [f.id] });
  const demotedToken = (await tokenBy(demotee.headers, { facility_ids: [f.id] })).token as string;
  await ok(op("update_user", { id: demotee.id, role: "carrier", carrier: `Demoted ${Date.now()}` }, null, A));
  const movee = await userSession({ role: "staff", facility_ids: [f.id] });
  const movedToken = (await tokenBy(movee.headers, { facility_ids: [f.id] })).token as string;
  await ok(op("update_user", { id: movee.id, facility_ids: [g.id] }, null, A));
  const gone = await userSession({ role: "staff", facility_ids: [f.id] });
  await ok(op("set_user_active", { id: gone.id, active: false }, null, A));
  const [gateF, gateG] = [
    await createGateLink(db, ADMIN_CLI, { facility_id: f.id }),
    await createGateLink(db, ADMIN_CLI, { facility_id: g.id }),
  ];

  // C's appointment, booked by C's own token: C's by who made it.
  const start = localTime(f.timezone, "10:00", 5);
  const booked = await ok(op("request_facility_appointment", bookingBody(f.id, start), c.token));
  const publicBooked = await ok(
    pub("request_public_appointment", publicBody(f.slug, start.plus({ hours: 3 })), newAddress()),
  );
  const manage = tokenOf(publicBooked.json.manage_url as string);
  const hookBody = { url: "http://127.0.0.1:9/hooks", events: ["appointment.created"] };
  const hook = await ok(op("create_webhook_subscription", hookBody, staffTokenF));
  const doomedHook = await ok(op("create_webhook_subscription", hookBody, staffTokenF));
  const ping = await ok(op("send_test_webhook", { id: hook.json.id }, staffTokenF));
  const invitation = await ok(
    op("create_company_invitation", { email: "colleague@example.test" }, null, carrierC.headers),
  );
  const madeToken = await tokenBy(staffF.headers, { facility_ids: [f.id] });
  const doomedGate = await createGateLink(db, ADMIN_CLI, { facility_id: f.id });
  const user = await userSession({ role: "staff", facility_ids: [f.id] });
  const seeds = seedBodies({
    facility: f,
    start,
    appointment: { id: booked.json.id, confirmationCode: booked.json.confirmation_code },
    manage: { token: manage, confirmationCode: publicBooked.json.appointment.confirmation_code },
    webhook: { id: hook.json.id, eventId: ping.json.event_id },
    invitationId: invitation.json.id,
    apiTokenId: madeToken.id,
    userId: user.id,
    gateLinkId: doomedGate.id,
    doomedWebhookId: doomedHook.json.id,
  });
  const cId = booked.json.carrier_company_id as string | undefined;
  const callers: Record<Kind, Credentials> = {
    anonymous: {},
    wrong_token: { token: `${TOKEN_PREFIX}${"x".repeat(43)}` },
    revoked_token: { token: revoked.token },
    deactivated_session: { headers: gone.headers },
    gate_F: { token: gateF.secret },
    gate_G: { token: gateG.secret },
    staff_session_F: { headers: staffF.headers },
    staff_session_G: { headers: staffG.headers },
    staff_token_F: { token: staffTokenF },
    staff_token_G: { token: staffTokenG },
    carrier_session_C: { headers: carrierC.headers },
    carrier_session_D: { headers: carrierD.headers },
    carrier_token_C: { token: c.token },
    carrier_token_D: { token: d.token },
    admin_session: { headers: A },
    demoted_token: { token: demotedToken },
    moved_token: { token: movedToken },
  };
  // F's and C's things that no outsider may be shown (F's own id: except where finding it is the point).
  const markers = [
    booked.json.id,
    booked.json.confirmation_code,
    publicBooked.json.appointment.id,
    hook.json.id,
    doomedHook.json.id,
    invitation.json.id,
    madeToken.id,
    doomedGate.id,
    gateF.id,
    user.id,
    staffF.id,
    carrierC.id,
    carrierC.email,
    c.company,
    ...(cId ? [cId] : []),
  ].filter((m): m is string => typeof m === "string" && m.length > 0);
  return { f, g, seeds, callers, markers };
}
