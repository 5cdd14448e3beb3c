import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '#client/lib/public-config.ts';

/**
 * Development only in practice (production refuses to start with placeholders): says which settings still
 * hold demo values. The legal pages and the contact section leave those values out for visitors; the signed
 * agreement would print them, so they must be set before real members sign up.
 */
export function SetupBanner() {
  const { t } = useTranslation();
  const placeholders = useSiteInfo()?.placeholders ?? [];
  if (placeholders.length === 0) return null;
  return (
    <div
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      {t('setup.placeholders', { settings: placeholders.join(', ') })}
    </div>
  );
}
