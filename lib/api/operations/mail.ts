// Operations on the outbox's e-mail (the admins' Mail page).
import { listOutboxMail } from "../../mail/outbox-list";
import { listOutboxMailInput, outboxMailList } from "../../mail/outbox-list-schema";
import { ADMINS, defineOperation } from "./define";

export const mailOperations = {
  list_outbox_mail: defineOperation({
    summary: "E-mail in the outbox",
    callers: ADMINS,
    input: listOutboxMailInput,
    output: outboxMailList,
    refusals: [403],
    run: (input, { db, caller }) => listOutboxMail(db, caller, input),
  }),
};
