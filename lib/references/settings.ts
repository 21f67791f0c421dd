// The reference_check setting as stored (a JSON column of the facility, and
// the hook's signing secret beside it, sealed as webhook endpoints' secrets
// are) and as the settings show it. The secret is made when a webhook URL is
// first set or changed, so a new receiver never holds an old one's secret.
import type { Tx } from "../db";
import { newSecret, sealSecret } from "../webhooks/secret";
import { checkedUrl } from "../webhooks/subscriptions";
import { DEFAULT_TIMEOUT_MS, type ReferenceCheck, type ReferenceCheckInput } from "./schema";

const DEFAULTS: Omit<ReferenceCheck, "secret"> = {
  mode: "off",
  unique: false,
  url: null,
  timeout_ms: DEFAULT_TIMEOUT_MS,
  on_unavailable: "refuse",
};

/** The setting from the stored JSON ("{}" for a facility that never set it). */
export function referenceCheckOf(f: { referenceCheck: string }): Omit<ReferenceCheck, "secret"> {
  return { ...DEFAULTS, ...(JSON.parse(f.referenceCheck) as Partial<ReferenceCheck>) };
}

/**
 * The columns to write for `input.reference_check` (none when it is not sent), and the new signing secret
 * when this change makes one: the settings answer shows it once.
 */
export async function referenceCheckChange(
  tx: Tx,
  facilityId: string,
  input: { reference_check?: ReferenceCheckInput },
  before: { reference_check: Omit<ReferenceCheck, "secret"> },
): Promise<{ columns: { referenceCheck?: string; referenceSecret?: string }; secret?: string }> {
  const sent = input.reference_check;
  if (!sent) return { columns: {} };
  const url = sent.url ? await checkedUrl(sent.url, "reference_check.url") : null;
  const next = { ...DEFAULTS, ...sent, url };
  const columns: { referenceCheck: string; referenceSecret?: string } = {
    referenceCheck: JSON.stringify(next),
  };
  if (next.mode !== "webhook" || !url) return { columns };
  const stored = await tx.facility.findUnique({
    where: { id: facilityId },
    select: { referenceSecret: true },
  });
  if (stored?.referenceSecret && before.reference_check.url === url) return { columns };
  const secret = newSecret();
  return { columns: { ...columns, referenceSecret: sealSecret(secret) }, secret };
}
