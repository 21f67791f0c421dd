import Link from "next/link";
import { useTranslations } from "next-intl";
import { PublicFrame } from "@/components/public/frame";

// An unknown link and a link that is switched off look the same: a slug must not tell which facilities exist.
export default function NoBookingLink() {
  const t = useTranslations("public.inactive");
  return (
    <PublicFrame>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="text-slate-700">{t("text")}</p>
      <p className="text-slate-700">
        {t("bookedAlready")}{" "}
        <Link prefetch={false} href="/a" className="font-medium text-brand-700 underline">
          {t("findBooking")}
        </Link>
      </p>
    </PublicFrame>
  );
}
