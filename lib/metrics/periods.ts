// The report's periods, apart from its schemas (./schema.ts): the Reports page
// lists them, and importing them from the schema put all of zod (~32 KB
// compressed) in that page's first load for a list of four words.
export const PERIODS = ["day", "week", "month", "custom"] as const;
/** A custom period spans at most this many days (a year and a day, so any year fits). */
export const MAX_CUSTOM_DAYS = 366;
