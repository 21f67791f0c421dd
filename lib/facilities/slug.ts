// The slug of a facility's public booking link (/f/<slug>): made from its name
// the way the migration made the first ones, unique, changeable by its staff.
import { z } from "zod";
import type { Db, Tx } from "../db";

export const SLUG_MAX = 60;
const ACCENTED = "àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ";
const PLAIN = "aaaaaaceeeeiiiinoooooouuuuyy";

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: "is required" })
  .max(SLUG_MAX, { error: `must be at most ${SLUG_MAX} characters` })
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, {
    error: "may hold only a-z, 0-9 and hyphens, and must start and end with a letter or digit",
  });

/** "Berlin Fresh Hub — Hafenstraße" → "berlin-fresh-hub-hafenstra-e"; "" when nothing is left. */
export function slugify(name: string): string {
  let out = "";
  for (const ch of name.toLowerCase()) {
    const at = ACCENTED.indexOf(ch);
    const c = at >= 0 ? PLAIN[at] : ch;
    if (/[a-z0-9]/.test(c)) out += c;
    else if (out && !out.endsWith("-")) out += "-";
  }
  return out.slice(0, 50).replace(/-+$/, "");
}

/** A slug for a new facility called `name` that no facility has yet: the name's, then with -2, -3... */
export async function freeSlug(db: Db | Tx, name: string): Promise<string> {
  const base = slugify(name) || "facility";
  const taken = new Set(
    (await db.facility.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (f) => f.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
