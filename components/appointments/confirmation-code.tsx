import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";

/** The code the driver gives at the gate: large, selectable in one click, copyable. */
export function ConfirmationCode({ code }: { code: string }) {
  const t = useTranslations("appointments.code");
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-slate-600" id="confirmation-code-label">
          {t("label")}
        </p>
        <p
          aria-labelledby="confirmation-code-label"
          className="font-mono text-4xl font-bold tracking-[0.2em] text-slate-900 select-all sm:text-5xl"
          data-testid="confirmation-code"
        >
          {code}
        </p>
      </div>
      <CopyButton value={code} label={t("copy")} />
    </div>
  );
}
