"use client";
// The sentences the server and the shared zod schemas write stay English (the API's contract); a form shows
// them in the reader's language. The layout hands over this language's dictionary
// (lib/i18n/server-words/<locale>.json): English sentence in, translation out, and anything unknown (a
// facility's own words, a message already translated) as it came.
import { createContext, useCallback, useContext } from "react";

const Words = createContext<Record<string, string>>({});

export function ServerWordsProvider({
  words,
  children,
}: {
  words: Record<string, string>;
  children: React.ReactNode;
}) {
  return <Words.Provider value={words}>{children}</Words.Provider>;
}

/** Translates an English server or schema sentence; other text passes through. */
export function useServerWords(): (text: string | undefined) => string | undefined {
  const words = useContext(Words);
  return useCallback((text) => (text === undefined ? undefined : (words[text] ?? text)), [words]);
}

/** A server or schema sentence in the reader's language, for server components (which cannot use the hook). */
export function ServerWord({ text }: { text: string | undefined }) {
  return useServerWords()(text) ?? null;
}
