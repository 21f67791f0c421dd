import { Head, Html, Main, NextScript } from "next/document";

// The same <html> and <body> as app/layout.tsx gives every App Router page.
export default function Document() {
  return (
    <Html lang="en">
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
