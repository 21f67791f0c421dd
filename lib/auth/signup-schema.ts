// A carrier's own account: the fields of the sign-up form, checked the same
// way in the browser (zodResolver) and on the server.
import { z } from "zod";

export const SIGN_UP_PASSWORD_MIN = 10;

export const signUpInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Enter your name" })
    .max(200, { error: "Use at most 200 characters" }),
  company: z
    .string()
    .trim()
    .min(1, { error: "Enter your company's name" })
    .max(200, { error: "Use at most 200 characters" }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: "Enter your e-mail address" })
    .pipe(z.email({ error: "Enter an e-mail address like name@company.com" })),
  password: z
    .string()
    .min(SIGN_UP_PASSWORD_MIN, { error: `Use at least ${SIGN_UP_PASSWORD_MIN} characters` })
    .max(200, { error: "Use at most 200 characters" }),
});

export type SignUpInput = z.input<typeof signUpInput>;

export type SignUpResult =
  { ok: true } | { ok: false; message: string; fieldErrors?: Partial<Record<keyof SignUpInput, string>> };
