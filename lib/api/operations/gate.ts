// The gate (extension): a tablet at a facility's gate checks trucks in, takes
// work-in requests and shows the driver their door. The three gate operations
// take a gate device's secret besides staff credentials (define.ts `gate`);
// staff make and revoke the devices' links. And the carrier's ETA by manage link.
import { managedAppointment } from "../../appointments/managed-schema";
import { gateCheckIn, gateStatus } from "../../gate/check-in";
import { sendManagedEta } from "../../gate/eta";
import { managedEtaInput } from "../../gate/eta-schema";
import { createGateLink, listGateLinks, revokeGateLink, updateGateLink } from "../../gate/links";
import {
  createdGateLink,
  createGateLinkInput,
  gateLink,
  gateLinkList,
  updateGateLinkInput,
} from "../../gate/link-schema";
import {
  facilityIdInput,
  gateAppointment,
  gateCheckInInput,
  gateLinkIdInput,
  gateStatusInput,
  gateWorkInInput,
  phoneCheckInInput,
  phoneStatusInput,
  phoneWorkInInput,
} from "../../gate/schema";
import { requestGateWorkIn } from "../../gate/work-in";
import { GATE_PHONE_COOKIE, phoneCheckIn, phoneStatus, phoneWorkIn, type GateClient } from "../../gate/phone";
import {
  FACILITY_STAFF,
  STAFF,
  asAnyone,
  asCaller,
  defineOperation,
  type OperationContext,
  type OperationDefaults,
  type RequestClient,
} from "./define";
import type { Db } from "../../db";

/** A run from the phone at the gate: the domain function takes the phone, as the wrapper read its request. */
const fromPhone =
  <I, R>(call: (db: Db, phone: GateClient, input: I) => Promise<R>) =>
  (input: I, { db, client }: OperationContext) =>
    call(db, phoneAt(client), input);

const phoneAt = (c: RequestClient | undefined): GateClient => ({
  address: c?.address ?? "unknown",
  phone: c?.cookie(GATE_PHONE_COOKIE),
  sameSite: c?.sameSite ?? false,
});

/** A truck at the gate, answered with its appointment; the appointment's history records what it changes. */
const truckAtGate = { audit: false, output: gateAppointment } as const satisfies OperationDefaults;
/** The gate's tablet, or staff. */
const tablet = { ...truckAtGate, callers: STAFF, gate: true } as const satisfies OperationDefaults;
const gateLinkChange = {
  audit: "gate_link",
  callers: STAFF,
  refusals: [404],
} as const satisfies OperationDefaults;

export const gateOperations = {
  gate_check_in: defineOperation({
    ...tablet,
    summary: "Check a truck in at the gate",
    input: gateCheckInInput,
    refusals: [403, 404, 409],
    run: asCaller(gateCheckIn),
  }),
  gate_status: defineOperation({
    ...tablet,
    summary: "A checked-in truck's status and door",
    input: gateStatusInput,
    refusals: [403, 404],
    run: asCaller(gateStatus),
  }),
  gate_request_work_in: defineOperation({
    ...tablet,
    summary: "A truck without an appointment asks to be worked in",
    input: gateWorkInInput,
    refusals: [403, 404],
    run: asCaller(requestGateWorkIn),
  }),
  phone_gate_check_in: defineOperation({
    ...truckAtGate,
    summary: "Check a truck in from the driver's own phone",
    input: phoneCheckInInput,
    refusals: [403, 404, 409],
    public: "write",
    run: fromPhone(phoneCheckIn),
  }),
  phone_gate_status: defineOperation({
    ...truckAtGate,
    summary: "The truck a phone checked in: its status and door",
    input: phoneStatusInput,
    refusals: [403, 404],
    public: "read",
    run: fromPhone(phoneStatus),
  }),
  phone_gate_request_work_in: defineOperation({
    ...truckAtGate,
    summary: "A truck without an appointment asks for a visit, from the driver's phone",
    input: phoneWorkInInput,
    refusals: [403, 404],
    public: "write",
    run: fromPhone(phoneWorkIn),
  }),
  create_gate_link: defineOperation({
    ...FACILITY_STAFF,
    summary: "Make a gate device link",
    audit: "gate_link",
    input: createGateLinkInput,
    output: createdGateLink,
    run: asCaller(createGateLink),
  }),
  list_gate_links: defineOperation({
    ...FACILITY_STAFF,
    summary: "A facility's gate device links",
    input: facilityIdInput,
    output: gateLinkList,
    run: asCaller(listGateLinks),
  }),
  revoke_gate_link: defineOperation({
    ...gateLinkChange,
    summary: "Revoke a gate device link",
    input: gateLinkIdInput,
    output: gateLink,
    run: asCaller(revokeGateLink),
  }),
  update_gate_link: defineOperation({
    ...gateLinkChange,
    summary: "Set a gate device's language",
    input: updateGateLinkInput,
    output: gateLink,
    run: asCaller(updateGateLink),
  }),
  send_managed_eta: defineOperation({
    summary: "Tell the facility your ETA, by the manage link",
    audit: false,
    input: managedEtaInput,
    output: managedAppointment,
    refusals: [404, 409],
    public: "write",
    run: asAnyone(sendManagedEta),
  }),
};
