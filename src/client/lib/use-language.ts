import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/constants/languages.ts';

/** The language the screen is in, as the API names it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'es' ? 'es' : 'en';
}
