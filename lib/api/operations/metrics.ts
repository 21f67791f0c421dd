// Operations on a facility's figures: the Reports page and integrators' dashboards.
import { getFacilityMetrics } from "../../metrics/metrics";
import { metricsInput, metricsOutput } from "../../metrics/schema";
import { EVERYONE, defineOperation } from "./define";

export const metricsOperations = {
  get_facility_metrics: defineOperation({
    summary: "A facility's figures over a period",
    callers: EVERYONE,
    input: metricsInput,
    output: metricsOutput,
    refusals: [403, 404],
    run: (input, { db, caller }) => getFacilityMetrics(db, caller, input),
  }),
};
