// Operations on webhook endpoints and their deliveries (Standard Webhooks).
import { listWebhookDeliveries, redeliverWebhookEvent, sendTestWebhook } from "../../webhooks/deliveries";
import {
  createdWebhook,
  createWebhookInput,
  deletedWebhook,
  deleteWebhookInput,
  listDeliveriesInput,
  listWebhooksInput,
  redeliverInput,
  sendTestWebhookInput,
  updateWebhookInput,
  webhookDelivery,
  webhookDeliveryList,
  webhookList,
  webhookSubscription,
} from "../../webhooks/schema";
import {
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookSubscriptions,
  updateWebhookSubscription,
} from "../../webhooks/subscriptions";
import { EVERYONE, asCaller, defineOperation, type OperationDefaults } from "./define";

const endpointChange = { audit: "webhook", callers: EVERYONE } as const satisfies OperationDefaults;
/** A delivery to one of the caller's endpoints, recorded in its delivery log rather than the audit log. */
const delivery = {
  audit: false,
  callers: EVERYONE,
  output: webhookDelivery,
  refusals: [404],
} as const satisfies OperationDefaults;

export const webhookOperations = {
  create_webhook_subscription: defineOperation({
    ...endpointChange,
    summary: "Add a webhook endpoint",
    input: createWebhookInput,
    output: createdWebhook,
    refusals: [403],
    run: asCaller(createWebhookSubscription),
  }),
  list_webhook_subscriptions: defineOperation({
    summary: "Webhook endpoints the caller manages",
    callers: EVERYONE,
    input: listWebhooksInput,
    output: webhookList,
    refusals: [],
    run: (_input, { db, caller }) => listWebhookSubscriptions(db, caller),
  }),
  update_webhook_subscription: defineOperation({
    ...endpointChange,
    summary: "Change, pause or resume a webhook endpoint",
    input: updateWebhookInput,
    output: webhookSubscription,
    refusals: [403, 404],
    run: asCaller(updateWebhookSubscription),
  }),
  delete_webhook_subscription: defineOperation({
    ...endpointChange,
    summary: "Remove a webhook endpoint",
    input: deleteWebhookInput,
    output: deletedWebhook,
    refusals: [404],
    run: (input, { db, caller }) => deleteWebhookSubscription(db, caller, input.id),
  }),
  send_test_webhook: defineOperation({
    ...delivery,
    summary: "Send a ping event to an endpoint",
    input: sendTestWebhookInput,
    run: asCaller(sendTestWebhook),
  }),
  list_webhook_deliveries: defineOperation({
    summary: "An endpoint's delivery log",
    callers: EVERYONE,
    input: listDeliveriesInput,
    output: webhookDeliveryList,
    refusals: [404],
    run: asCaller(listWebhookDeliveries),
  }),
  redeliver_webhook_event: defineOperation({
    ...delivery,
    summary: "Send an event to an endpoint again",
    input: redeliverInput,
    run: asCaller(redeliverWebhookEvent),
  }),
};
