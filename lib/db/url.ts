// Which database DATABASE_URL names. SQLite is the embedded default: a file
// under the project, created on first start.
export type Provider = "sqlite" | "postgresql";

export const DEFAULT_DATABASE_URL = "file:./data/dockside.db";

export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

export function providerOf(url: string): Provider {
  if (/^postgres(ql)?:\/\//.test(url)) return "postgresql";
  if (url.startsWith("file:")) return "sqlite";
  throw new Error(`DATABASE_URL must start with file: or postgresql:// (got "${url.split(":")[0]}:...")`);
}

/** The SQLite file path of a file: URL, relative paths taken from the project folder. */
export function sqlitePath(url: string): string {
  return url.replace(/^file:/, "").replace(/\?.*$/, "");
}
