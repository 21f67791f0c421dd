// The rules every operation shares, in short, above the generated reference:
// Swagger UI shows each operation's fields but not what holds across all of
// them. The long form is docs/api.md in the repository; keep the two in step.
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1 break-words text-slate-900">{children}</code>
);

// Each one's title and text in the docs namespace (docs.conventions.items); <c> marks code, which stays as it is.
const CONVENTIONS = ["who", "errors", "time", "retries", "requests"] as const;
const SHAPE = `{ "code", "message", "details": [{ "field", "reason", "message" }] }`;

export async function ApiConventions() {
  const t = await getTranslations("docs.conventions");
  const c = (chunks: ReactNode) => <Code>{chunks}</Code>;
  return (
    <section
      aria-labelledby="conventions"
      className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h2 id="conventions" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-4 text-sm text-slate-700 md:grid-cols-2">
        {CONVENTIONS.map((key) => (
          <div key={key}>
            <dt className="font-medium text-slate-900">{t(`items.${key}.title`)}</dt>
            <dd className="mt-1 leading-relaxed">{t.rich(`items.${key}.body`, { c, shape: SHAPE })}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t.rich("footer", { c })}</p>
    </section>
  );
}
