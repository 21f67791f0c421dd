// Texts to and from drivers (extension): what was sent and received, and a text from the panel.
import { callDriverIn, listDriverMessages, sendDriverMessage } from "../../sms/messages";
import {
  callDriverInInput,
  driverMessage,
  driverMessageList,
  listDriverMessagesInput,
  sendDriverMessageInput,
} from "../../sms/messages-schema";
import { STAFF, defineOperation } from "./define";

export const smsOperations = {
  send_driver_message: defineOperation({
    summary: "Text an appointment's driver",
    callers: STAFF,
    input: sendDriverMessageInput,
    output: driverMessage,
    refusals: [403, 404, 409],
    // A text is the appointment's (its panel and history), not a change outside appointments.
    audit: false,
    run: (input, { db, caller }) => sendDriverMessage(db, caller, input),
  }),
  call_driver_in: defineOperation({
    summary: "Tell a waiting driver they are next",
    callers: STAFF,
    input: callDriverInInput,
    output: driverMessage,
    refusals: [403, 404, 409],
    audit: false,
    run: (input, { db, caller }) => callDriverIn(db, caller, input),
  }),
  list_driver_messages: defineOperation({
    summary: "Texts to and from drivers",
    callers: STAFF,
    input: listDriverMessagesInput,
    output: driverMessageList,
    refusals: [403, 404],
    run: (input, { db, caller }) => listDriverMessages(db, caller, input),
  }),
};
