// The two forms of a password reset: "forgot password" (an address) and "set a
// new password" (the link's token and the new password), checked the same way
// in the browser and on the server.
import { z } from "zod";
import { SIGN_UP_PASSWORD_MIN } from "./signup-schema";

export const forgotPasswordInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: "Enter your e-mail address" })
    .pipe(z.email({ error: "Enter an e-mail address like name@company.com" })),
});

export const newPassword = z
  .string()
  .min(SIGN_UP_PASSWORD_MIN, { error: `Use at least ${SIGN_UP_PASSWORD_MIN} characters` })
  .max(200, { error: "Use at most 200 characters" });

export const resetPasswordInput = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    error: "The two passwords differ",
    params: { reason: "passwords_differ" },
  });

export type ResetPasswordInput = z.output<typeof resetPasswordInput>;
