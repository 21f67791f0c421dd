import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/public/action-form";
import { PublicFrame } from "@/components/public/frame";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { pageTitle } from "@/components/ui/page-title";
import { sendLostLink } from "./actions";

export const generateMetadata = pageTitle("public.lost");

// "Lost your link?": the confirmation code and the e-mail address of the
// booking send its link to that address. The answer is the same whether or not
// they matched, so nobody learns here who booked what.
export default async function LostLink() {
  const t = await getTranslations("public.lost");
  return (
    <PublicFrame>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="text-slate-700">{t("intro")}</p>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <ActionForm action={sendLostLink} submit={t("submit")} busy={t("busy")}>
          <Field id="confirmation_code" label={t("code")} hint={t("codeHint")}>
            <Input
              id="confirmation_code"
              name="confirmation_code"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={12}
              aria-describedby="confirmation_code-hint"
            />
          </Field>
          <Field id="email" label={t("email")}>
            <Input id="email" name="email" type="email" autoComplete="email" inputMode="email" required />
          </Field>
        </ActionForm>
      </div>
      <p className="text-sm text-slate-600">
        {t.rich("account", {
          link: (c) => (
            <Link prefetch={false} href="/signin" className="font-medium text-brand-700 underline">
              {c}
            </Link>
          ),
        })}
      </p>
    </PublicFrame>
  );
}
