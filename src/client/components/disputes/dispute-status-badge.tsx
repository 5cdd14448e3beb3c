import { useTranslation } from 'react-i18next';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import { Badge } from '../ui/badge.tsx';

/** Variants: resolved default, sent/in review secondary, rejected destructive, else outline (docs/product-rules.md). */
function variantOf(status: DisputeStatus) {
  if (status === 'resolved') return 'default';
  if (status === 'in_review' || status === 'sent') return 'secondary';
  if (status === 'rejected') return 'destructive';
  return 'outline';
}

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={variantOf(status)} className="shrink-0 whitespace-nowrap">
      {t(`disputes.status.${status}`)}
    </Badge>
  );
}
