import { useTranslation } from 'react-i18next';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';

/**
 * The reasons a member chose, in the reader's language. The member's dialog, the dispute cards and the admin
 * screens all read these same labels, so nobody sees a reason other than the one chosen.
 */
export function ReasonLabels({ codes }: { codes: readonly DisputeReasonCode[] }) {
  const { t } = useTranslation();
  return <>{codes.map((code) => t(`credit.reason.${code}`)).join(' · ')}</>;
}
