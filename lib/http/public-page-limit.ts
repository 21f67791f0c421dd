// The public booking pages (/f/<slug>) answer a client past its read limit with
// a real 429 and Retry-After. A page of the App Router cannot choose its status
// (the operations it calls are limited too, but a page could only say "too
// many requests" in a 200), so page loads are counted here, on Node's HTTP
// server before Next, per client address, in this process's memory: the
// operations behind the page keep their shared count (lib/http/public-limit.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { createTranslator } from "next-intl";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { consumeOrWait } from "../db/rate-limiter";
import { adoptForwardedHeaders, clientAddress } from "../auth/client-address";
import { waitIn } from "../auth/sign-in-wait";
import { publicLimit } from "./public-limit";
import { LOCALE_COOKIE, pickLocale, type Locale } from "../i18n/locales";
import { fromAcceptLanguage } from "../i18n/accept-language";
import { loadMessages } from "../i18n/messages";
import { apiSecurityHeaders } from "./security-headers";

const PUBLIC_PAGE = /^\/f\/[^/?#]+\/?(\?|$)/;
let counter: { points: number; limiter: RateLimiterMemory } | undefined;

function pageLimiter(): RateLimiterMemory {
  const points = publicLimit("read");
  if (counter?.points !== points)
    counter = { points, limiter: new RateLimiterMemory({ points, duration: 60 }) };
  return counter.limiter;
}

/** The client as the app will see it (./client-address.ts), read from a copy: Next's turn to adopt comes later. */
function clientOf(req: IncomingMessage): string {
  const headers = { ...req.headers };
  adoptForwardedHeaders(headers, req.socket.remoteAddress);
  return clientAddress(headers);
}

/** Seconds the client must wait before this page load, or 0 (and the load is counted). */
export async function publicPageWait(req: IncomingMessage): Promise<number> {
  if (req.method !== "GET" || !PUBLIC_PAGE.test(req.url ?? "")) return 0;
  return consumeOrWait(pageLimiter(), clientOf(req));
}

/**
 * The reader's language as the pages pick it (lib/http/request-language.ts) without what this early answer cannot
 * read (a signed-in person's saved choice): the header switcher's cookie, else the browser's languages.
 */
function readerLocale(req: IncomingMessage): Locale {
  const cookie = (req.headers.cookie ?? "")
    .split(";")
    .map((c) => c.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return pickLocale(cookie, fromAcceptLanguage(req.headers["accept-language"]));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The 429 page's HTML in `locale`. */
async function tooManyPage(locale: Locale, seconds: number): Promise<string> {
  const translate = createTranslator({ locale, messages: await loadMessages(locale), namespace: "public" });
  const t = (key: string, values?: Record<string, number>) =>
    escapeHtml(translate(key as never, values as never) as string);
  const { unit, count } = waitIn(seconds);
  const title = t("book.tooMany");
  return `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Dockside</title><main><h1>${title}</h1><p>${t(`tooManyPage.${unit}`, { count })}</p></main></html>`;
}

/** Answers 429 with a page in the reader's language (English, should that language's words fail to load). */
export async function answerTooMany(
  req: IncomingMessage,
  res: ServerResponse,
  seconds: number,
): Promise<void> {
  const locale = readerLocale(req);
  const body = await tooManyPage(locale, seconds).catch(() => tooManyPage("en", seconds));
  res.writeHead(429, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Retry-After": String(seconds),
    "Cache-Control": "no-store",
    ...apiSecurityHeaders(),
  });
  res.end(body);
}
