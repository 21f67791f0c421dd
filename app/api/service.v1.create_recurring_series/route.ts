import { operation } from "@/lib/api/handler";
import { createSeriesInput } from "@/lib/appointments/series-schema";
import { createRecurringSeries } from "@/lib/appointments/series";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(createSeriesInput, (input, { db, caller }) => createRecurringSeries(db, caller, input));
