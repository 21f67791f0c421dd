// A form's own check words each field's problem from zod's code and values, or the reason a schema's rule
// names, in every language: never the schema's English message, which stays the API's.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { signUpInput } from "@/lib/auth/signup-schema";
import { resetPasswordInput } from "@/lib/auth/password-reset-schema";
import { createInvitationInput } from "@/lib/carriers/invitations-schema";
import { settingFields } from "@/lib/facilities/settings-schema";
import { loadMessages } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { createSignInRuleInput } from "@/lib/sso/rules-schema";
import { createApiTokenInput } from "@/lib/tokens/manage-schema";
import { newUserInput } from "@/lib/users/schema";
import { createWebhookInput } from "@/lib/webhooks/schema";
import type { ErrorWords } from "./error-words";
import { fieldIssues } from "./issue-words";

async function words(locale: (typeof LOCALES)[number]): Promise<ErrorWords> {
  return createTranslator({
    locale,
    messages: await loadMessages(locale),
    namespace: "errors",
    // A missing key must fail, not come back as its name.
    onError: (e) => {
      throw e;
    },
  }) as unknown as ErrorWords;
}

const issuesOf = (schema: z.ZodType, values: unknown) => {
  const r = schema.safeParse(values, { reportInput: true });
  if (r.success) throw new Error("expected a refusal");
  return r.error.issues;
};

// Each form's schema with what people get wrong: fields left empty, too long, of the wrong kind.
const long = "x".repeat(3000);
const CASES: [string, z.ZodType, unknown][] = [
  ["sign-up, empty", signUpInput, { name: "", email: "", password: "", company: "" }],
  ["sign-up, wrong", signUpInput, { name: "a\nb", email: "nope", password: "short", company: long }],
  ["new password", resetPasswordInput, { token: "t", password: "long enough password", confirm: "other" }],
  ["invitation", createInvitationInput, { email: "not an address" }],
  ["new user", newUserInput, { email: "x", name: long, password: "1", role: "boss" }],
  ["token", createApiTokenInput, { name: "", kind: "staff", facility_ids: [] }],
  ["webhook", createWebhookInput, { url: long, events: [], description: long }],
  ["sign-in rule", createSignInRuleInput, { kind: "email_domain", value: "not a domain" }],
  [
    "settings",
    settingFields,
    { name: "", time_zone: "Mars/Olympus", slot_minutes: 7, buffer_minutes: -3, horizon_days: 9999 },
  ],
];

describe("a form's own check in the reader's words", () => {
  for (const locale of LOCALES)
    it(`words every problem of every form in ${locale}, never in the schema's English`, async () => {
      const t = await words(locale);
      for (const [name, schema, values] of CASES) {
        const issues = issuesOf(schema, values);
        const worded = fieldIssues(issues, t);
        expect(worded.size, name).toBeGreaterThan(0);
        for (const [path, { words: text }] of worded) {
          expect(text, `${name} ${path}`).toBeTruthy();
          if (locale !== "en")
            expect(
              issues.map((i) => i.message),
              `${name} ${path}: ${text}`,
            ).not.toContain(text);
        }
        // A schema's message reworded changes no words: they never come from it.
        const reworded = issues.map((i) => ({ ...i, message: `${i.message} (reworded)` }));
        expect(fieldIssues(reworded, t), name).toEqual(worded);
      }
    });
});
