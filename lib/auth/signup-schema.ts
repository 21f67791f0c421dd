// A carrier's own account: the fields of the sign-up form, checked the same
// way in the browser (zodResolver) and on the server.
import { z } from "zod";
import { singleLineText } from "../core/validation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../users/schema";

export const SIGN_UP_PASSWORD_MIN = PASSWORD_MIN_LENGTH;

/** A person's own address, as sign-up and "forgot password" take it. */
export const ownEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: "Enter your e-mail address" })
  .pipe(z.email({ error: "Enter an e-mail address like name@company.com" }));

/** A password a person chooses, at sign-up or through a reset link. */
export const ownPassword = z
  .string()
  .min(SIGN_UP_PASSWORD_MIN, { error: `Use at least ${SIGN_UP_PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

const person = {
  name: z
    .string()
    .trim()
    .refine(singleLineText, {
      error: "Use one line, without line breaks",
      params: { reason: "malformed_text" },
    })
    .min(1, { error: "Enter your name" })
    .max(200, { error: "Use at most 200 characters" }),
  email: ownEmail,
  password: ownPassword,
};

/** A new company and its first user. */
export const signUpInput = z.object({
  ...person,
  company: z
    .string()
    .trim()
    .refine(singleLineText, {
      error: "Use one line, without line breaks",
      params: { reason: "malformed_text" },
    })
    .min(1, { error: "Enter your company's name" })
    .max(200, { error: "Use at most 200 characters" }),
});

/** A colleague joining through an invitation link: the company comes from the invitation. */
export const joinInput = z.object({
  ...person,
  invitation: z.string().min(1).max(100),
});

export type SignUpInput = z.input<typeof signUpInput>;
export type JoinInput = z.input<typeof joinInput>;

export type SignUpResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors?: Partial<Record<keyof SignUpInput | "invitation", string>> };
