// What the gate says to a browser that is neither the facility's tablet nor its staff, and to a phone at a
// facility that is not open to strangers: the same words for a slug that names none. A code from the
// appointment's QR is shown big, for the tablet; where the facility's phone check-in is open, a link to it.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";

export function GateStranger({ code, phoneHref }: { code?: string; phoneHref?: string }) {
  const t = useTranslations("gate.page");
  return (
    <div className="flex flex-col gap-4 text-lg text-slate-800">
      {code ? (
        <>
          <p>{t("showCode")}</p>
          <p className="font-mono text-5xl font-bold tracking-widest text-slate-900" data-testid="gate-code">
            {code}
          </p>
        </>
      ) : (
        <p>{t("explain")}</p>
      )}
      {phoneHref && (
        <Link href={phoneHref} className={buttonClasses("primary", "lg")}>
          {t("usePhone")}
        </Link>
      )}
      <p className="text-base text-slate-600">{t("staffHint")}</p>
    </div>
  );
}
