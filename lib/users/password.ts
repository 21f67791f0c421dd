// The one password rule, for every way a password is set: sign-up, users
// made by admins (app and command line), and any later reset. Length is
// checked by the schemas (PASSWORD_MIN_LENGTH, also in the browser); this adds
// the list of common passwords, kept on the server only (the list is large).
// The list is the "passwords-common" dictionary of @zxcvbn-ts/language-common
// (about 49,000 leaked passwords), shipped inside the package: nothing is
// downloaded at run time.
import { dictionary } from "@zxcvbn-ts/language-common";
import { invalid } from "../core/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./schema";

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Throws a 400-style refusal naming `field` when `password` breaks the rule. */
export function assertPasswordAllowed(password: string, field = "password"): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw invalid(field, "too_small", `must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH)
    throw invalid(field, "too_big", `must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (isCommonPassword(password))
    throw invalid(field, "common_password", "is one of the most common passwords; choose another");
}
