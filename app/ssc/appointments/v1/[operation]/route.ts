// The SSC v1.1.1 appointment operations (lib/ssc): the open standard's API over the registry's operations.
import { POST, notAllowed } from "@/lib/ssc/operations";

export { POST };
export const GET = notAllowed,
  PUT = notAllowed,
  PATCH = notAllowed,
  DELETE = notAllowed,
  OPTIONS = notAllowed,
  HEAD = notAllowed;
