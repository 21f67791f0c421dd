// Who a user or token is to Dockside. One list: the schemas, the navigation
// and the rules all read it.
export const ROLES = ["staff", "carrier", "admin"] as const;

export type Role = (typeof ROLES)[number];

/** Where a user lands after signing in without a page to go back to. */
export const homeOf = (role: Role) => (role === "carrier" ? "/book" : "/calendar");
