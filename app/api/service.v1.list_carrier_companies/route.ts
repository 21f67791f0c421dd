import { operation } from "@/lib/api/handler";
import { listCarrierCompanies } from "@/lib/carriers/queries";
import { listCarrierCompaniesInput } from "@/lib/carriers/schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(listCarrierCompaniesInput, (_input, { db, caller }) => listCarrierCompanies(db, caller));
