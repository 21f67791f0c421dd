import { operation } from "@/lib/api/handler";
import { getFacilitiesInput } from "@/lib/facilities/mine-schema";
import { runFacilities } from "@/lib/facilities/mine";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(getFacilitiesInput, (_input, { db, caller }) => runFacilities(db, caller));
