// The SSC standard's webhook subscriptions (/ssc/webhooks/v1/subscriptions):
// Dockside webhook endpoints (the registry's webhook operations) whose
// deliveries carry the standard's appointment-changed event
// (lib/webhooks/ssc-body.ts), through the same outbox, signatures and retries.
// Dockside answers every request at once, so there is no
// fetch-available-appointments event to send.
import type { z } from "zod";
import { DomainError } from "../core/errors";
import { parseInput } from "../core/validation";
import { db } from "../db";
import { runOperation } from "../api/handler";
import { OPERATIONS, type OperationName, type OperationOutput } from "../api/operations";
import type { AnyOperation } from "../api/operations/define";
import { APPOINTMENT_EVENT_TYPES } from "../webhooks/schema";
import type { Caller } from "../core/caller";
import { sscJson, sscRequest } from "./handler";
import { capabilityNotSupported, failure, SscProblem } from "./problems";
import { subscriptionInput } from "./schema";

export const SUBSCRIPTIONS_PATH = "/ssc/webhooks/v1/subscriptions";
const FORMAT = "ssc";

type Subscription = OperationOutput<"list_webhook_subscriptions">[number];

const call = async <N extends OperationName>(
  caller: Caller,
  req: Request,
  requestId: string,
  name: N,
  body: unknown,
) =>
  (await runOperation(
    OPERATIONS[name] as unknown as AnyOperation,
    caller,
    body,
    req,
    requestId,
  )) as OperationOutput<N>;

const shape = (s: Pick<Subscription, "id" | "url">) => ({
  subscriptionId: s.id,
  eventTypes: ["appointment-changed"],
  callbackUrl: s.url,
});

/** What the standard's subscription asks for that Dockside can send: appointment-changed, to a URL. */
function wanted(body: unknown) {
  const input: z.output<typeof subscriptionInput> = parseInput(subscriptionInput, body);
  if (!input.eventTypes.includes("appointment-changed"))
    throw capabilityNotSupported(
      "Dockside sends appointment-changed only: every fetch-available-appointments is answered at once",
    );
  return input;
}

const problem = (e: SscProblem, requestId: string) => sscJson(400, failure(e.problem), requestId);

/** The caller's SSC subscriptions (its other webhook endpoints are not the standard's). */
async function mine(caller: Caller, req: Request, requestId: string): Promise<Subscription[]> {
  const all = await call(caller, req, requestId, "list_webhook_subscriptions", {});
  const ssc = await db.webhookSubscription.findMany({
    where: { id: { in: all.map((s) => s.id) }, format: FORMAT },
    select: { id: true },
  });
  const ids = new Set(ssc.map((s) => s.id));
  return all.filter((s) => ids.has(s.id));
}

async function one(caller: Caller, req: Request, requestId: string, id: string): Promise<Subscription> {
  const found = (await mine(caller, req, requestId)).find((s) => s.id === id);
  if (!found) throw new DomainError("not_found", "no subscription of yours has this id");
  return found;
}

/** GET: the caller's subscriptions. POST: a new one, 201 with its signing secret (shown once). */
export function collection(req: Request): Promise<Response> {
  return sscRequest(
    req,
    SUBSCRIPTIONS_PATH,
    `subscriptions.${req.method.toLowerCase()}`,
    async (caller, body, requestId) => {
      if (req.method === "GET")
        return sscJson(200, { subscriptions: (await mine(caller, req, requestId)).map(shape) }, requestId);
      try {
        const input = wanted(body);
        if (!input.callbackUrl)
          throw new DomainError(
            "invalid_argument",
            "callbackUrl is required: Dockside posts each event to it",
            [{ field: "callbackUrl", reason: "required", message: "is required" }],
          );
        const made = await call(caller, req, requestId, "create_webhook_subscription", {
          url: input.callbackUrl,
          events: [...APPOINTMENT_EVENT_TYPES],
          description: "SSC appointment-changed",
        });
        await db.webhookSubscription.update({ where: { id: made.id }, data: { format: FORMAT } });
        return sscJson(201, { ...shape(made), signingSecret: made.secret }, requestId, {
          Location: new URL(`${SUBSCRIPTIONS_PATH}/${made.id}`, req.url).toString(),
        });
      } catch (e) {
        if (e instanceof SscProblem) return problem(e, requestId);
        throw e;
      }
    },
  );
}

/** GET, PUT (its callbackUrl) and DELETE of one of the caller's subscriptions. */
export function member(req: Request): Promise<Response> {
  const id = decodeURIComponent(new URL(req.url).pathname.slice(SUBSCRIPTIONS_PATH.length + 1));
  return sscRequest(
    req,
    `${SUBSCRIPTIONS_PATH}/{subscriptionId}`,
    `subscription.${req.method.toLowerCase()}`,
    async (caller, body, requestId) => {
      const found = await one(caller, req, requestId, id);
      if (req.method === "GET") return sscJson(200, shape(found), requestId);
      if (req.method === "DELETE") {
        await call(caller, req, requestId, "delete_webhook_subscription", { id: found.id });
        return sscJson(204, undefined, requestId);
      }
      try {
        const input = wanted(body);
        const updated = await call(caller, req, requestId, "update_webhook_subscription", {
          id: found.id,
          ...(input.callbackUrl ? { url: input.callbackUrl } : {}),
        });
        return sscJson(200, shape(updated), requestId);
      } catch (e) {
        if (e instanceof SscProblem) return problem(e, requestId);
        throw e;
      }
    },
  );
}
