// Texts to and from drivers (extension): what was sent and received, and a text from the panel.
import { callDriverIn, listDriverMessages, sendDriverMessage } from "../../sms/messages";
import {
  callDriverInInput,
  driverMessage,
  driverMessageList,
  listDriverMessagesInput,
  sendDriverMessageInput,
} from "../../sms/messages-schema";
import { FACILITY_STAFF, STAFF, asCaller, defineOperation, type OperationDefaults } from "./define";

/** A text is the appointment's (its panel and history), not a change outside appointments. */
const text = {
  audit: false,
  callers: STAFF,
  output: driverMessage,
  refusals: [403, 404, 409],
} as const satisfies OperationDefaults;

export const smsOperations = {
  send_driver_message: defineOperation({
    ...text,
    summary: "Text an appointment's driver",
    input: sendDriverMessageInput,
    run: asCaller(sendDriverMessage),
  }),
  call_driver_in: defineOperation({
    ...text,
    summary: "Tell a waiting driver they are next",
    input: callDriverInInput,
    run: asCaller(callDriverIn),
  }),
  list_driver_messages: defineOperation({
    ...FACILITY_STAFF,
    summary: "Texts to and from drivers",
    input: listDriverMessagesInput,
    output: driverMessageList,
    run: asCaller(listDriverMessages),
  }),
};
