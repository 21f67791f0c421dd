// The yard view's operation: the trucks on site now (lib/appointments/yard.ts).
import { listYard } from "../../appointments/yard";
import { listYardInput, yard } from "../../appointments/yard-schema";
import { STAFF, defineOperation } from "./define";

export const yardOperations = {
  list_yard: defineOperation({
    summary: "The trucks on site now",
    callers: STAFF,
    input: listYardInput,
    output: yard,
    refusals: [403, 404],
    run: (input, { db, caller }) => listYard(db, caller, input),
  }),
};
