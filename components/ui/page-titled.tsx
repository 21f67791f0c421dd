import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { PageHeader } from "./page-header";

type Props = {
  /** The namespace of the page's words: `heading` (or `title`) and `description`; `adminsOnly` and `askAdmin` when shut. */
  words: string;
  title?: "heading" | "title";
  /** The column's width class. */
  width?: "max-w-4xl" | "max-w-5xl";
  /** The page is not the reader's (only admins may see it): they are told to ask one instead. */
  shut?: boolean;
  children: ReactNode;
};

/** A staff page: one column under its heading and description; an admin's page tells others it is not theirs. */
export async function TitledPage({
  words,
  title = "heading",
  width = "max-w-4xl",
  shut = false,
  children,
}: Props) {
  const t = await getTranslations(words);
  if (shut) {
    return (
      <Alert tone="warning" title={t("adminsOnly")}>
        {t("askAdmin")}
      </Alert>
    );
  }
  return (
    <div className={`mx-auto flex ${width} flex-col gap-6`}>
      <PageHeader title={t(title)} description={t("description")} />
      {children}
    </div>
  );
}
