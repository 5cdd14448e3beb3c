import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRememberLanguage } from '../../features/auth/api/update-language.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../ui/button.tsx';

const LANGUAGE_TOAST_MS = 2000;

/**
 * Toggles English and Spanish; the choice is remembered by the i18n detector's cache, and for a signed-in
 * member by the server too, so the emails we send follow it.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const rememberLanguage = useRememberLanguage();
  const next = i18n.resolvedLanguage === 'es' ? 'en' : 'es';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      aria-label={t('language.switchToLabel')}
      onClick={async () => {
        await i18n.changeLanguage(next);
        rememberLanguage(next);
        toast({
          title: i18n.t('language.changed'),
          description: i18n.t('language.changedDescription'),
          duration: LANGUAGE_TOAST_MS,
        });
      }}
    >
      <Languages aria-hidden />
      <span className="hidden sm:inline">{t('language.switchTo')}</span>
      <span className="sm:hidden">{next.toUpperCase()}</span>
    </Button>
  );
}
