import { operation } from "@/lib/api/handler";
import { cancelSeriesInput } from "@/lib/appointments/series-schema";
import { cancelRecurringSeries } from "@/lib/appointments/series";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(cancelSeriesInput, (input, { db, caller }) => cancelRecurringSeries(db, caller, input));
