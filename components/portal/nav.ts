// Who sees which pages: one list, read by the header and by the staff layout.
import type { Role } from "@/lib/core/roles";

export type NavItem = {
  href: string;
  label: string;
  roles: readonly Role[];
  /** "api": under the header's API menu rather than among the main tabs. */
  menu?: "api";
};

const STAFF: readonly Role[] = ["staff", "admin"];

export const NAV: readonly NavItem[] = [
  { href: "/calendar", label: "Calendar", roles: STAFF },
  { href: "/yard", label: "Yard", roles: STAFF },
  { href: "/requests", label: "Requests", roles: STAFF },
  { href: "/book", label: "Book", roles: ["carrier", "staff", "admin"] },
  { href: "/appointments", label: "My appointments", roles: ["carrier"] },
  { href: "/company", label: "Colleagues", roles: ["carrier"] },
  { href: "/reports", label: "Reports", roles: STAFF },
  { href: "/scorecard", label: "My scorecard", roles: ["carrier"] },
  { href: "/settings", label: "Facility settings", roles: STAFF },
  { href: "/users", label: "Users", roles: ["admin"] },
  { href: "/mail", label: "Mail", roles: ["admin"] },
  // Tools for connecting systems, not for booking: a menu of their own.
  { href: "/tokens", label: "API tokens", roles: ["carrier", "staff", "admin"], menu: "api" },
  { href: "/webhooks", label: "Webhooks", roles: ["carrier", "staff", "admin"], menu: "api" },
  { href: "/docs/api", label: "API reference", roles: ["carrier", "staff", "admin"], menu: "api" },
];

/** The main tabs of a role: for carriers, Book and My appointments. */
export const navFor = (role: Role) => NAV.filter((item) => item.roles.includes(role) && !item.menu);

/** The API menu's entries of a role. */
export const apiMenuFor = (role: Role) =>
  NAV.filter((item) => item.roles.includes(role) && item.menu === "api");
