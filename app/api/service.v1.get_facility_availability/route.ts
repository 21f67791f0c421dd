import { operation } from "@/lib/api/handler";
import { availabilityInput } from "@/lib/availability/schema";
import { facilityAvailability } from "@/lib/availability/service";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(availabilityInput, (input, { db, caller }) => facilityAvailability(db, caller, input));
