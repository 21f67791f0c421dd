// The two forms of a password reset: "forgot password" (an address) and "set a
// new password" (the link's token and the new password), checked the same way
// in the browser and on the server.
import { z } from "zod";
import { ownEmail, ownPassword } from "./signup-schema";

export const forgotPasswordInput = z.object({ email: ownEmail });

export const resetPasswordInput = z
  .object({
    token: z.string().min(1).max(200),
    password: ownPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    error: "The two passwords differ",
    params: { reason: "passwords_differ" },
  });

export type ResetPasswordInput = z.output<typeof resetPasswordInput>;
