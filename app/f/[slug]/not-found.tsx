import { useTranslations } from "next-intl";
import { PublicFrame } from "@/components/public/frame";
import { FindBooking } from "./find-booking";

// An unknown link and a link that is switched off look the same: a slug must not tell which facilities exist.
export default function NoBookingLink() {
  const t = useTranslations("public.inactive");
  return (
    <PublicFrame>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="text-slate-700">{t("text")}</p>
      <FindBooking lead={t("bookedAlready")} words={t("findBooking")} className="text-slate-700" />
    </PublicFrame>
  );
}
