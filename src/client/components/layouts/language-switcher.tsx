import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '#client/lib/toast-store.ts';
import type { Language } from '#shared/constants/languages.ts';
import { Button } from '../ui/button.tsx';

const LANGUAGE_TOAST_MS = 2000;

/**
 * Toggles English and Spanish; the choice is remembered by the i18n detector's cache. The signed-in layout
 * also tells the server (`onSwitched`), so the emails we send follow it; the landing entry, which carries no
 * API client, passes nothing.
 */
export function LanguageSwitcher({ onSwitched }: { onSwitched?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const next = i18n.resolvedLanguage === 'es' ? 'en' : 'es';
  const code = next.toUpperCase();
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      // Holds both labels the button shows, the language's name (wider screens) and its code (phones).
      aria-label={`${code}, ${t('language.switchToLabel')}`}
      onClick={async () => {
        await i18n.changeLanguage(next);
        onSwitched?.(next);
        toast({
          title: i18n.t('language.changed'),
          description: i18n.t('language.changedDescription'),
          duration: LANGUAGE_TOAST_MS,
        });
      }}
    >
      <Languages aria-hidden />
      <span className="hidden sm:inline">{t('language.switchTo')}</span>
      <span className="sm:hidden">{code}</span>
    </Button>
  );
}
