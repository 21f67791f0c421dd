// Every TanStack Query key of the app, in one place: a screen that changes
// data invalidates the keys of every screen that shows it, so they have to
// agree. A key that takes an argument is a prefix: invalidating it refreshes
// every query that starts with it.

// Carriers: their bookings, the facilities they may book at, the open times.
export const myAppointmentsKey = ["my-appointments"] as const;
export const facilitySearchKey = (query: string) => ["facilities", query] as const;
export const availabilityKey = (facilityId: string) => ["availability", facilityId] as const;

// Staff: one prefix per facility, so a change made in the panel refreshes
// every view of that facility at once.
export const runFacilitiesKey = ["run-facilities"] as const;
export const appointmentsKey = (facilityId: string) => ["facility-appointments", facilityId] as const;
export const historyKey = (id: string) => ["appointment-history", id] as const;
export const driverTextsKey = (id: string) => ["driver-texts", id] as const;
export const pendingKey = ["pending-requests"] as const;
/** The yard view: a prefix for every facility selection. */
export const yardKey = ["yard"] as const;
export const settingsKey = (facilityId: string) => ["facility-settings", facilityId] as const;
/** The carrier companies a facility's kept docks (holds) can be kept for. */
export const holdCompaniesKey = (facilityId: string) => ["hold-companies", facilityId] as const;
/** A report: the facility, then the period asked for. */
export const metricsKey = (facilityId: string, period: string) =>
  ["facility-metrics", facilityId, period] as const;
export const settingsHistoryKey = (facilityId: string, newestChangeId: string) =>
  ["facility-settings-history", facilityId, newestChangeId] as const;

// Admins and token makers.
export const usersKey = ["users"] as const;
export const companyInvitationsKey = ["company-invitations"] as const;
export const carrierCompaniesKey = ["carrier-companies"] as const;
export const tokensKey = ["api-tokens"] as const;

// Webhook endpoints, and one endpoint's delivery log.
export const webhooksKey = ["webhooks"] as const;
export const webhookDeliveriesKey = (subscriptionId: string) =>
  ["webhook-deliveries", subscriptionId] as const;

/** How often an open staff screen asks for changes: a second screen on the dock sees them within seconds. */
export const POLL_MS = 5_000;
export const signInRulesKey = ["sign-in-rules"] as const;
export const ssoOnlyDomainsKey = ["sso-only-domains"] as const;
