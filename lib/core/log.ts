// One JSON line per event on stdout. Never log a token, a password or a body.
type Level = "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { info: 0, warn: 1, error: 2, silent: 3 };

export function log(level: Level, fields: Record<string, unknown>): void {
  const min = (process.env.LOG_LEVEL as Level | "silent" | undefined) ?? "info";
  if (ORDER[level] < (ORDER[min] ?? 0)) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
