import { useTranslations } from "next-intl";
import { Button } from "./button";

type Props = {
  /** The action's verb, e.g. "Revoke": the button says "Revoke…", then "Revoke now" beside "Keep". */
  verb: string;
  /** Whether the question is open; the caller keeps it, so that a list can have one open at a time. */
  asking: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onConfirm: () => void;
  loading?: boolean;
  loadingText?: string;
  /** The second button, where "Revoke now" does not read well in the language ("Jetzt widerrufen"). */
  confirmLabel?: string;
  /** The first button's accessible name, where the verb alone does not say what it acts on. */
  askLabel?: string;
};

/** A destructive action that asks first: one click opens the question, a second does it. */
export function ConfirmButton({
  verb,
  asking,
  onAsk,
  onKeep,
  onConfirm,
  loading,
  loadingText,
  askLabel,
  confirmLabel,
}: Props) {
  const t = useTranslations("ui");
  if (!asking)
    return (
      <Button size="sm" variant="danger-ghost" onClick={onAsk} aria-label={askLabel}>
        {verb}…
      </Button>
    );
  return (
    <div className="flex shrink-0 gap-2">
      <Button size="sm" variant="danger" loading={loading} loadingText={loadingText} onClick={onConfirm}>
        {confirmLabel ?? t("confirmNow", { verb })}
      </Button>
      <Button size="sm" variant="ghost" onClick={onKeep}>
        {t("keep")}
      </Button>
    </div>
  );
}
