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
import { STAFF, defineOperation, type RequestClient } from "./define";

/** The phone at the gate, as the wrapper read its request. */
const phone = (c: RequestClient | undefined): GateClient => ({
  address: c?.address ?? "unknown",
  phone: c?.cookie(GATE_PHONE_COOKIE),
  sameSite: c?.sameSite ?? false,
});

export const gateOperations = {
  gate_check_in: defineOperation({
    summary: "Check a truck in at the gate",
    audit: false,
    callers: STAFF,
    input: gateCheckInInput,
    output: gateAppointment,
    refusals: [403, 404, 409],
    gate: true,
    run: (input, { db, caller }) => gateCheckIn(db, caller, input),
  }),
  gate_status: defineOperation({
    summary: "A checked-in truck's status and door",
    audit: false,
    callers: STAFF,
    input: gateStatusInput,
    output: gateAppointment,
    refusals: [403, 404],
    gate: true,
    run: (input, { db, caller }) => gateStatus(db, caller, input),
  }),
  gate_request_work_in: defineOperation({
    summary: "A truck without an appointment asks to be worked in",
    audit: false,
    callers: STAFF,
    input: gateWorkInInput,
    output: gateAppointment,
    refusals: [403, 404],
    gate: true,
    run: (input, { db, caller }) => requestGateWorkIn(db, caller, input),
  }),
  phone_gate_check_in: defineOperation({
    summary: "Check a truck in from the driver's own phone",
    audit: false,
    input: phoneCheckInInput,
    output: gateAppointment,
    refusals: [403, 404, 409],
    public: "write",
    run: (input, { db, client }) => phoneCheckIn(db, phone(client), input),
  }),
  phone_gate_status: defineOperation({
    summary: "The truck a phone checked in: its status and door",
    audit: false,
    input: phoneStatusInput,
    output: gateAppointment,
    refusals: [403, 404],
    public: "read",
    run: (input, { db, client }) => phoneStatus(db, phone(client), input),
  }),
  phone_gate_request_work_in: defineOperation({
    summary: "A truck without an appointment asks for a visit, from the driver's phone",
    audit: false,
    input: phoneWorkInInput,
    output: gateAppointment,
    refusals: [403, 404],
    public: "write",
    run: (input, { db, client }) => phoneWorkIn(db, phone(client), input),
  }),
  create_gate_link: defineOperation({
    summary: "Make a gate device link",
    audit: "gate_link",
    callers: STAFF,
    input: createGateLinkInput,
    output: createdGateLink,
    refusals: [403, 404],
    run: (input, { db, caller }) => createGateLink(db, caller, input),
  }),
  list_gate_links: defineOperation({
    summary: "A facility's gate device links",
    callers: STAFF,
    input: facilityIdInput,
    output: gateLinkList,
    refusals: [403, 404],
    run: (input, { db, caller }) => listGateLinks(db, caller, input),
  }),
  revoke_gate_link: defineOperation({
    summary: "Revoke a gate device link",
    audit: "gate_link",
    callers: STAFF,
    input: gateLinkIdInput,
    output: gateLink,
    refusals: [404],
    run: (input, { db, caller }) => revokeGateLink(db, caller, input),
  }),
  update_gate_link: defineOperation({
    summary: "Set a gate device's language",
    audit: "gate_link",
    callers: STAFF,
    input: updateGateLinkInput,
    output: gateLink,
    refusals: [404],
    run: (input, { db, caller }) => updateGateLink(db, caller, input),
  }),
  send_managed_eta: defineOperation({
    summary: "Tell the facility your ETA, by the manage link",
    audit: false,
    input: managedEtaInput,
    output: managedAppointment,
    refusals: [404, 409],
    public: "write",
    run: (input, { db }) => sendManagedEta(db, input),
  }),
};
