/**
 * The methods an operations endpoint does not serve, each answered by `refuse`: its API's own 405. HEAD is
 * among them, since Next would otherwise answer it from GET.
 */
export function otherMethods(refuse: (req: Request) => Response | Promise<Response>) {
  return { GET: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: refuse, HEAD: refuse };
}
