// The SSC v1.1.1 appointment operations (lib/ssc): the open standard's API over the registry's operations.
import { POST, notAllowed } from "@/lib/ssc/operations";
import { otherMethods } from "@/app/_routes/other-methods";

export { POST };
export const { GET, PUT, PATCH, DELETE, OPTIONS, HEAD } = otherMethods(notAllowed);
