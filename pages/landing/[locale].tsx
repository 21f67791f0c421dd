// The landing page: static text and three links, so it ships no JavaScript at
// all. That is why it lives in the Pages Router: an App Router page always
// loads React and the router (~130 KB compressed) to hydrate, and this page
// has nothing to hydrate. `unstable_runtimeJS: false` (supported since Next 9)
// leaves every script out of the HTML; the links are plain links, and the
// language switcher is a plain form (app/language/route.ts). One page per
// language, built ahead of time; proxy.ts serves the reader's at "/".
import type { GetStaticPaths, GetStaticProps } from "next";
import Head from "next/head";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { PublicHeader } from "@/components/portal/public-header";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import { loadMessages, type Messages } from "@/lib/i18n/messages";

// Next's PagesPageConfig type no longer lists the flag (Next still honours it), and the build's
// type check refuses a config with none of the listed keys: `runtime` is one, left at its default.
export const config: { runtime?: "nodejs"; unstable_runtimeJS: boolean } = { unstable_runtimeJS: false };

type Props = { locale: Locale; messages: Messages };

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: LOCALES.map((locale) => ({ params: { locale } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const locale = isLocale(params?.locale) ? params.locale : "en";
  const { common, portal } = await loadMessages(locale);
  return { props: { locale, messages: { common, portal } } };
};

function Landing() {
  const t = useTranslations("portal.landing");
  return (
    <div className="min-h-screen bg-slate-50">
      <Head>
        <title>Dockside</title>
        <meta name="description" content={useTranslations("common")("description")} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <PublicHeader href="/signin" label={t("signIn")} />
      <main className="mx-auto max-w-3xl px-6 py-16">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{t("title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("lead")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="/book" className={buttonClasses("primary", "lg")}>
            {t("book")}
          </a>
          <a href="/signup" className={buttonClasses("secondary", "lg")}>
            {t("signUp")}
          </a>
          <a href="/docs/api" className={buttonClasses("ghost", "lg")}>
            {t("apiReference")}
          </a>
        </div>
      </main>
    </div>
  );
}

export default function Home({ locale, messages }: Props) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <Landing />
    </NextIntlClientProvider>
  );
}
