"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function PrintButton() {
  const t = useTranslations("settings.print");
  return <Button onClick={() => window.print()}>{t("print")}</Button>;
}
