"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "./button";

/** Copies `value` to the clipboard and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const t = useTranslations("ui");
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission (plain http, old browser): the text stays selectable.
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-live="polite">
      {copied ? t("copied") : (label ?? t("copy"))}
    </Button>
  );
}
