// Where a request came from, as an operation may ask for it (operations/define.ts `client`): the API
// wrapper and the public pages' actions hand the same reading to the operation.
import { clientAddress } from "../auth/client-address";
import { cookiesOf, isSameOriginRequest } from "../auth/session-cookie";
import type { RequestClient } from "./operations/define";

export function requestClient(headers: Headers): RequestClient {
  const cookies = cookiesOf(headers.get("cookie")).getAll();
  return {
    address: clientAddress(headers),
    cookie: (name) => cookies.find((c) => c.name === name)?.value,
    sameSite: isSameOriginRequest(headers),
  };
}
