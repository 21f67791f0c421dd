// Whether `npm start` loads the demo into an empty database, and what it tells
// an operator whose new database has no way in yet. The demo's users share a
// known password, so a database someone chose on purpose (DATABASE_URL set)
// starts without them unless asked.

/** DOCKSIDE_DEMO=1 loads the demo, 0 never does; unset, only the embedded default database gets it. */
export function demoWanted(env: Record<string, string | undefined>): boolean {
  const flag = env.DOCKSIDE_DEMO?.trim();
  if (flag === "1") return true;
  if (flag === "0") return false;
  // A typo (DOCKSIDE_DEMO=no) must not quietly load users with a known password.
  if (flag) throw new Error(`DOCKSIDE_DEMO must be 0 or 1 (got "${flag}")`);
  return !env.DATABASE_URL;
}

/** The lines `npm start` prints when no admin can sign in. */
export function firstAdminHint(appUrl: string): string[] {
  return [
    "No admin account yet. Create the first one (with the same DATABASE_URL):",
    "  npm run -s admin -- user create --email you@example.com --password '<a long passphrase>' --role admin",
    `then sign in at ${appUrl}/signin to add facilities and users.`,
    "(DOCKSIDE_DEMO=1 loads the demo facilities and users instead, into an empty database.)",
  ];
}
