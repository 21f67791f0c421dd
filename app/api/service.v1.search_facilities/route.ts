// Extension: the facilities the caller may book at, for the booking form.
import { operation } from "@/lib/api/handler";
import { searchFacilities } from "@/lib/facilities/search";
import { searchFacilitiesInput } from "@/lib/facilities/search-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(searchFacilitiesInput, (input, { db, caller }) => searchFacilities(db, caller, input));
