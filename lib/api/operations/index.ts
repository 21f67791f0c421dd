// The operation registry: every operation of the API, once. The route
// (app/api/[operation]/route.ts), the OpenAPI document, the API tests' caller
// and the browser's typed client all read it; adding an operation is a schema,
// a domain function and one entry in one of these groups.
import type { z } from "zod";
import { appointmentOperations } from "./appointments";
import type { AnyOperation } from "./define";
import { facilityOperations } from "./facilities";
import { gateOperations } from "./gate";
import { mailOperations } from "./mail";
import { metricsOperations } from "./metrics";
import { peopleOperations } from "./people";
import { signInOperations } from "./sign-in";
import { webhookOperations } from "./webhooks";
import { publicOperations } from "./public";
import { yardOperations } from "./yard";
import { referenceOperations } from "./references";
import { smsOperations } from "./sms";
import { auditOperations } from "./audit";

export const OPERATIONS = {
  ...appointmentOperations,
  ...facilityOperations,
  ...peopleOperations,
  ...signInOperations,
  ...webhookOperations,
  ...publicOperations,
  ...mailOperations,
  ...yardOperations,
  ...gateOperations,
  ...metricsOperations,
  ...referenceOperations,
  ...smsOperations,
  ...auditOperations,
};

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
/** What a client sends: the input schema before defaults and transforms. */
export type OperationInput<N extends OperationName> = z.input<Operations[N]["input"]>;
/** What a client receives. */
export type OperationOutput<N extends OperationName> = z.output<Operations[N]["output"]>;

export const operationNames = Object.keys(OPERATIONS) as OperationName[];

export function operationNamed(name: string): AnyOperation | undefined {
  return Object.hasOwn(OPERATIONS, name)
    ? (OPERATIONS[name as OperationName] as unknown as AnyOperation)
    : undefined;
}
