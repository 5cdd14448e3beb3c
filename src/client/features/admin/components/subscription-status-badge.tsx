import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';

const VARIANT = {
  active: 'default',
  pending_verification: 'warning',
  past_due: 'destructive',
  inactive: 'outline',
  incomplete: 'secondary',
} as const satisfies Record<SubscriptionStatus, string>;

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANT[status]}>{t(`admin.statuses.${status}`)}</Badge>;
}
