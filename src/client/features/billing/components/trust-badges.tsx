import { CalendarX, LockKeyhole, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';

/**
 * Only what the code shows: the business-day cancellation window (cancellation-deadline rule), no fee besides the
 * plan price, SSNs and ID photos encrypted with AES-256-GCM. No badge claims a compliance or a security level
 * nobody has certified.
 */
const BADGES = [
  ['cancel', CalendarX],
  ['noSetup', Wallet],
  ['encrypted', LockKeyhole],
] as const;

export function TrustBadges() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {BADGES.map(([key, Icon]) => (
        <li
          key={key}
          className="flex items-center justify-center gap-2 rounded-lg bg-muted p-3 text-center text-sm font-medium"
        >
          <Icon className="size-5 shrink-0 text-primary" aria-hidden />
          {t(`subscribe.trust.${key}`, { count: CANCELLATION_WINDOW_BUSINESS_DAYS })}
        </li>
      ))}
    </ul>
  );
}
