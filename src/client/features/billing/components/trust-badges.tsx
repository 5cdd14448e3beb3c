import { BadgeCheck, CalendarX, ShieldCheck, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const BADGES = [
  ['security', ShieldCheck],
  ['croa', BadgeCheck],
  ['cancel', CalendarX],
  ['noSetup', Wallet],
] as const;

export function TrustBadges() {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {BADGES.map(([key, Icon]) => (
        <li
          key={key}
          className="flex items-center justify-center gap-2 rounded-lg bg-muted p-3 text-center text-sm font-medium"
        >
          <Icon className="size-5 shrink-0 text-primary" aria-hidden />
          {t(`subscribe.trust.${key}`)}
        </li>
      ))}
    </ul>
  );
}
