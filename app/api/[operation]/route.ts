// Every operation of the API, POST /api/service.v1.<name>, served from the
// registry in lib/api/operations through the one wrapper.
import { POST, notAllowed } from "@/lib/api/handler";
import { otherMethods } from "@/app/_routes/other-methods";

export { POST };
export const { GET, PUT, PATCH, DELETE, OPTIONS, HEAD } = otherMethods(notAllowed);
