import { useTranslation } from 'react-i18next';
import { ButtonAnchor } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';
import { RETENTION_YEARS } from '#shared/constants/privacy.ts';

/**
 * Where the browser lands after the account was deleted: a full page load (a plain link home, too), so no
 * cached answer about the member survives in the app.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('privacy.deleted.title')}</h1>
      <p>{t('privacy.deleted.text')}</p>
      <p className="text-muted-foreground">{t('privacy.deleted.kept', { count: RETENTION_YEARS })}</p>
      <ButtonAnchor href={paths.landing}>{t('privacy.deleted.home')}</ButtonAnchor>
    </div>
  );
}
