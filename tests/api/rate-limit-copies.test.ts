// Past a limit every entry point answers 429 with Retry-After, whichever copy
// of rate-limiter-flexible made the limiter. The app's server has two: Next
// bundles one into the routes and another into instrumentation.ts, which
// serves the stream before Next (lib/api/events-node.ts), and the limiters are
// kept once per process (lib/db/rate-limiter.ts), so a limiter the stream made
// refuses an operation with an object of the other copy's class, and back.
// Here the Node path and its whole import tree are loaded a second time with
// a second copy of the library, as that bundle has them; the routes and the
// sign-up limit of this file's own imports keep the first.
import { createRequire } from "node:module";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { RateLimiterRes } from "rate-limiter-flexible";
import { describe, expect, it, vi } from "vitest";
import { signInFailed, signInWait } from "@/lib/auth/sign-in-throttle";
import { signUpWait } from "@/lib/auth/sign-up-limit";
import { expectError, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { openStream } from "./support/event-stream";
import { linkedFacility, publicBody, tokenOf } from "./support/public";

process.env.RATE_LIMIT_PER_MINUTE = "4";
process.env.PUBLIC_READS_PER_MINUTE = "4";
process.env.RATE_LIMIT_SIGN_UPS_PER_HOUR = "2";
// Addresses as the test names them in X-Forwarded-For, on the socket's path too (each test has its own).
process.env.TRUST_PROXY = "1";

const require = createRequire(import.meta.url);
/** rate-limiter-flexible loaded afresh: its classes are not this file's. */
function secondCopy(): typeof import("rate-limiter-flexible") {
  const dir = path.dirname(require.resolve("rate-limiter-flexible"));
  for (const file of Object.keys(require.cache)) if (file.startsWith(dir)) delete require.cache[file];
  return require("rate-limiter-flexible");
}
const copy = secondCopy();
vi.doMock("rate-limiter-flexible", () => copy);
vi.resetModules();
const other = {
  server: await import("./support/node-stream-server"),
  signUp: await import("@/lib/auth/sign-up-limit"),
  signIn: await import("@/lib/auth/sign-in-throttle"),
};
vi.doUnmock("rate-limiter-flexible");
const { open } = other.server.nodeStreamServer();

const address = () => `198.51.100.${Math.floor(Math.random() * 250)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A refusal in the API's shape: 429 rate_limited with a Retry-After of 1 to `most` seconds. */
async function expectRateLimited(res: { status: number; headers: Headers; text: string }, most = 60) {
  expectError({ ...res, json: JSON.parse(res.text) }, 429, "rate_limited");
  const wait = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(wait) && wait >= 1 && wait <= most, `Retry-After ${wait}`).toBe(true);
}
const asRefusal = async (res: Response) => ({
  status: res.status,
  headers: res.headers,
  text: await res.text(),
});
const ofOp = (res: Awaited<ReturnType<typeof op>>) => ({ ...res, text: JSON.stringify(res.json) });

it("loads the Node path with a copy of the library of its own", () => {
  expect(copy.RateLimiterRes).not.toBe(RateLimiterRes);
});

describe("a token past RATE_LIMIT_PER_MINUTE", () => {
  it("is refused by the operations and both paths of the stream when the stream made the limiter", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    const first = await open({ facility_id: f.id }, bearer(token));
    expect(first.res.status).toBe(200);
    first.hangUp();
    for (let i = 0; i < 3; i++) expect((await op("get_facilities", {}, token)).status).toBe(200);
    await expectRateLimited(ofOp(await op("get_facilities", {}, token)));
    const route = await openStream({ token }, { facility_id: f.id });
    await expectRateLimited({ ...route, text: JSON.stringify(route.json) });
    await expectRateLimited(await asRefusal((await open({ facility_id: f.id }, bearer(token))).res));
  });

  it("is refused by the stream on Node's server when the operations made the limiter", async () => {
    const f = await makeFacility();
    const token = await staffToken([f.id]);
    for (let i = 0; i < 4; i++) expect((await op("get_facilities", {}, token)).status).toBe(200);
    await expectRateLimited(await asRefusal((await open({ facility_id: f.id }, bearer(token))).res));
  });
});

describe("a client address past PUBLIC_READS_PER_MINUTE", () => {
  it("is refused by the public operations and a manage link's stream, whichever path counted first", async () => {
    const f = await linkedFacility("requests");
    const booked = await op(
      "request_public_appointment",
      publicBody(f.slug, localTime(f.timezone, "09:00", 3)),
      null,
      { "x-forwarded-for": address() },
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const manage = { authorization: `Manage ${tokenOf(booked.json.manage_url)}` };

    const streamFirst = { "x-forwarded-for": address() };
    const first = await open({}, { ...manage, ...streamFirst });
    expect(first.res.status).toBe(200);
    first.hangUp();
    for (let i = 0; i < 3; i++)
      expect((await op("get_public_facility", { slug: f.slug }, null, streamFirst)).status).toBe(200);
    await expectRateLimited(ofOp(await op("get_public_facility", { slug: f.slug }, null, streamFirst)));

    const callsFirst = { "x-forwarded-for": address() };
    for (let i = 0; i < 4; i++)
      expect((await op("get_public_facility", { slug: f.slug }, null, callsFirst)).status).toBe(200);
    await expectRateLimited(await asRefusal((await open({}, { ...manage, ...callsFirst })).res));
  });
});

describe("sign-ups from an address past RATE_LIMIT_SIGN_UPS_PER_HOUR", () => {
  it("wait, whichever copy made the limiter", async () => {
    const [one, two] = [`${address()}-${randomUUID()}`, `${address()}-${randomUUID()}`];
    expect(await other.signUp.signUpWait(one)).toBe(0);
    expect(await signUpWait(one)).toBe(0);
    expect(await signUpWait(one)).toBeGreaterThan(0);
    expect(await signUpWait(two)).toBe(0);
    expect(await signUpWait(two)).toBe(0);
    expect(await other.signUp.signUpWait(two)).toBeGreaterThan(0);
  });
});

describe("sign-in failures", () => {
  it("make the next try wait, whichever copy counted them", async () => {
    const [one, two] = [`${randomUUID()}@copies.test`, `${randomUUID()}@copies.test`];
    const here = address();
    for (let i = 0; i < 6; i++) await other.signIn.signInFailed(one, here);
    expect(await signInWait(one, here)).toBeGreaterThan(0);
    for (let i = 0; i < 6; i++) await signInFailed(two, here);
    expect(await other.signIn.signInWait(two, here)).toBeGreaterThan(0);
  });
});
