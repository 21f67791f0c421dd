// Operations on a facility's figures: the Reports page and integrators' dashboards.
import { getFacilityMetrics } from "../../metrics/metrics";
import { metricsInput, metricsOutput } from "../../metrics/schema";
import { IN_SCOPE, asCaller, defineOperation } from "./define";

export const metricsOperations = {
  get_facility_metrics: defineOperation({
    ...IN_SCOPE,
    summary: "A facility's figures over a period",
    input: metricsInput,
    output: metricsOutput,
    run: asCaller(getFacilityMetrics),
  }),
};
