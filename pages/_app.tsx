// The Pages Router's frame, for the one page it serves: the landing page
// (pages/index.tsx). Global CSS may only be imported here in this router.
import type { AppProps } from "next/app";
import "../app/globals.css";

export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
