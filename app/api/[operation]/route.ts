// Every operation of the API, POST /api/service.v1.<name>, served from the
// registry in lib/api/operations through the one wrapper.
import { POST, notAllowed } from "@/lib/api/handler";

export { POST };
export const GET = notAllowed,
  PUT = notAllowed,
  PATCH = notAllowed,
  DELETE = notAllowed,
  OPTIONS = notAllowed,
  // Next would answer HEAD from GET; said here so that it is the contract's 405 by design.
  HEAD = notAllowed;
