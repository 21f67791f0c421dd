// The yard view's operation: the trucks on site now (lib/appointments/yard.ts).
import { listYard } from "../../appointments/yard";
import { listYardInput, yard } from "../../appointments/yard-schema";
import { FACILITY_STAFF, asCaller, defineOperation } from "./define";

export const yardOperations = {
  list_yard: defineOperation({
    ...FACILITY_STAFF,
    summary: "The trucks on site now",
    input: listYardInput,
    output: yard,
    run: asCaller(listYard),
  }),
};
