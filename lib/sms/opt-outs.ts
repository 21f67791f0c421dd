// STOP and START, kept per number: a number that opted out gets no text of any kind (but the one that says
// so) until it opts in again, whichever facility or appointment the text is about.
import type { Db, Tx } from "../db";

/** The stop words of the languages Dockside speaks, compared without case or spaces. */
export const STOP_WORDS = new Set([
  "STOP",
  "STOPP",
  "ARRET",
  "ARRÊT",
  "BAJA",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
]);
export const START_WORDS = new Set(["START", "UNSTOP", "ALTA", "YES"]);
export const HELP_WORDS = new Set(["HELP", "HILFE", "AIDE", "AYUDA", "POMOC", "INFO"]);

export const keywordOf = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/[.!\s]+$/g, "");

export async function isOptedOut(db: Db | Tx, phone: string): Promise<boolean> {
  return (await db.smsOptOut.count({ where: { phone } })) > 0;
}

export async function optOut(db: Db | Tx, phone: string, at: Date): Promise<void> {
  await db.smsOptOut.upsert({ where: { phone }, create: { phone, at }, update: {} });
}

export async function optIn(db: Db | Tx, phone: string): Promise<void> {
  await db.smsOptOut.deleteMany({ where: { phone } });
}
