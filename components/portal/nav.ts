// Who sees which pages: one list, read by the header and by the staff layout.
import type { Role } from "@/lib/core/roles";

export type NavItem = {
  href: string;
  /** Its name in the portal namespace's `nav` (messages/<locale>/portal.json). */
  label: string;
  roles: readonly Role[];
  /** "api": under the header's API menu rather than among the main tabs. */
  menu?: "api";
};

const STAFF: readonly Role[] = ["staff", "admin"];

export const NAV: readonly NavItem[] = [
  { href: "/calendar", label: "calendar", roles: STAFF },
  { href: "/yard", label: "yard", roles: STAFF },
  { href: "/requests", label: "requests", roles: STAFF },
  { href: "/book", label: "book", roles: ["carrier", "staff", "admin"] },
  { href: "/appointments", label: "appointments", roles: ["carrier"] },
  { href: "/company", label: "colleagues", roles: ["carrier"] },
  { href: "/reports", label: "reports", roles: STAFF },
  { href: "/scorecard", label: "scorecard", roles: ["carrier"] },
  { href: "/settings", label: "settings", roles: STAFF },
  { href: "/users", label: "users", roles: ["admin"] },
  { href: "/mail", label: "mail", roles: ["admin"] },
  { href: "/audit", label: "audit", roles: ["admin"] },
  // Tools for connecting systems, not for booking: a menu of their own.
  { href: "/tokens", label: "tokens", roles: ["carrier", "staff", "admin"], menu: "api" },
  { href: "/webhooks", label: "webhooks", roles: ["carrier", "staff", "admin"], menu: "api" },
  { href: "/docs/api", label: "apiReference", roles: ["carrier", "staff", "admin"], menu: "api" },
];

/** The main tabs of a role: for carriers, Book and My appointments. */
export const navFor = (role: Role) => NAV.filter((item) => item.roles.includes(role) && !item.menu);

/** The API menu's entries of a role. */
export const apiMenuFor = (role: Role) =>
  NAV.filter((item) => item.roles.includes(role) && item.menu === "api");
