// Operations on the outbox's e-mail (the admins' Mail page).
import { listOutboxMail } from "../../mail/outbox-list";
import { listOutboxMailInput, outboxMailList } from "../../mail/outbox-list-schema";
import { ADMIN_ONLY, asCaller, defineOperation } from "./define";

export const mailOperations = {
  list_outbox_mail: defineOperation({
    ...ADMIN_ONLY,
    summary: "E-mail in the outbox",
    input: listOutboxMailInput,
    output: outboxMailList,
    run: asCaller(listOutboxMail),
  }),
};
