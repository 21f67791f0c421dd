// Texts to and from drivers (extension): what was sent and received, and a text from the panel.
import { listDriverMessages, sendDriverMessage } from "../../sms/messages";
import {
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
    run: (input, { db, caller }) => sendDriverMessage(db, caller, input),
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
