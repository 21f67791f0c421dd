import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";

// The same <html> and <body> as app/layout.tsx gives every App Router page, in the page's language.
export default function Document(props: DocumentProps) {
  const locale = (props.__NEXT_DATA__.props?.pageProps as { locale?: string } | undefined)?.locale ?? "en";
  return (
    <Html lang={locale}>
      <Head>
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      </Head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
