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
import { EVERYONE, defineOperation } from "./define";

export const webhookOperations = {
  create_webhook_subscription: defineOperation({
    summary: "Add a webhook endpoint",
    audit: "webhook",
    callers: EVERYONE,
    input: createWebhookInput,
    output: createdWebhook,
    refusals: [403],
    run: (input, { db, caller }) => createWebhookSubscription(db, caller, input),
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
    summary: "Change, pause or resume a webhook endpoint",
    audit: "webhook",
    callers: EVERYONE,
    input: updateWebhookInput,
    output: webhookSubscription,
    refusals: [403, 404],
    run: (input, { db, caller }) => updateWebhookSubscription(db, caller, input),
  }),
  delete_webhook_subscription: defineOperation({
    summary: "Remove a webhook endpoint",
    audit: "webhook",
    callers: EVERYONE,
    input: deleteWebhookInput,
    output: deletedWebhook,
    refusals: [404],
    run: (input, { db, caller }) => deleteWebhookSubscription(db, caller, input.id),
  }),
  send_test_webhook: defineOperation({
    summary: "Send a ping event to an endpoint",
    audit: false,
    callers: EVERYONE,
    input: sendTestWebhookInput,
    output: webhookDelivery,
    refusals: [404],
    run: (input, { db, caller }) => sendTestWebhook(db, caller, input),
  }),
  list_webhook_deliveries: defineOperation({
    summary: "An endpoint's delivery log",
    callers: EVERYONE,
    input: listDeliveriesInput,
    output: webhookDeliveryList,
    refusals: [404],
    run: (input, { db, caller }) => listWebhookDeliveries(db, caller, input),
  }),
  redeliver_webhook_event: defineOperation({
    summary: "Send an event to an endpoint again",
    audit: false,
    callers: EVERYONE,
    input: redeliverInput,
    output: webhookDelivery,
    refusals: [404],
    run: (input, { db, caller }) => redeliverWebhookEvent(db, caller, input),
  }),
};
